export interface AlertProps {
  /** A heading before the message, e.g. "Unable to Add Item"; none for a message that stands alone. */
  readonly title?: string;
  readonly message: string;
}

/** An error the shopper must hear now: rendered with `role="alert"`, read out as it appears. */
export function Alert({ title, message }: AlertProps) {
  return (
    <div role="alert" className="sf-alert">
      {title !== undefined && <strong className="sf-alert__title">{title}</strong>}
      <span className="sf-alert__message">{message}</span>
    </div>
  );
}
