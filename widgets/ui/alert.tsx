export interface AlertProps {
  readonly title: string;
  readonly message: string;
}

/** An error the shopper must hear now: rendered with `role="alert"`, read out as it appears. */
export function Alert({ title, message }: AlertProps) {
  return (
    <div role="alert" className="sf-alert">
      <strong className="sf-alert__title">{title}</strong>
      <span className="sf-alert__message">{message}</span>
    </div>
  );
}
