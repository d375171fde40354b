import type { ReactNode } from 'react';
import { STRINGS } from '../../src/i18n';

/** The ids a field's parts carry, all derived from the field's own id. */
export function fieldIds(id: string) {
  return {
    control: id,
    title: `${id}-title`,
    error: `${id}-error`,
    description: `${id}-description`,
    counter: `${id}-counter`,
  } as const;
}

/** What a field hands the control(s) inside it, so they announce its error and help. */
export interface FieldControlProps {
  /** The error, description and counter, in that order; `undefined` when there are none. */
  readonly 'aria-describedby'?: string | undefined;
  readonly 'aria-invalid'?: true | undefined;
  readonly 'aria-required'?: true | undefined;
}

export interface FieldProps {
  /** The control's id; the title, error, description and counter ids derive from it. */
  readonly id: string;
  readonly title: string;
  readonly required?: boolean;
  readonly description?: string | undefined;
  /** Shown above the title and announced with the control. */
  readonly error?: string | undefined;
  /** A live `n / max` style count shown under the control. */
  readonly counter?: string | undefined;
  /**
   * `control`: one control, titled by a `<label>`. `group` / `radiogroup`: several controls
   * titled together; the wrapper carries the role, the name and the description.
   * @default 'control'
   */
  readonly layout?: 'control' | 'group' | 'radiogroup';
  /** Hides the title visually (it stays the accessible name), for compact layouts. */
  readonly hideTitle?: boolean;
  readonly className?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: its error above its title, the title, the description, the control(s) and an
 * optional counter. The controls get `aria-invalid` and `aria-describedby` through `children`.
 */
export function Field({
  id,
  title,
  required = false,
  description,
  error,
  counter,
  layout = 'control',
  hideTitle = false,
  className,
  children,
}: FieldProps) {
  const ids = fieldIds(id);
  const describedBy = [error && ids.error, description && ids.description, counter && ids.counter].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const titleClass = hideTitle ? 'sf-field__title sf-visually-hidden' : 'sf-field__title';
  const titleText = (
    <>
      {title}
      {required && <span className="sf-field__required"> {STRINGS.forms.requiredMark}</span>}
    </>
  );
  const grouped = layout !== 'control';
  return (
    <div
      className={['sf-field', className].filter(Boolean).join(' ')}
      data-invalid={error ? 'true' : undefined}
      {...(grouped
        ? {
            role: layout,
            'aria-labelledby': ids.title,
            'aria-describedby': describedBy,
            // A radio group states required and invalid itself; a plain group's controls say invalid.
            ...(layout === 'radiogroup' ? { 'aria-required': required || undefined, 'aria-invalid': invalid } : {}),
          }
        : {})}
    >
      {error && (
        <p className="sf-field__error" id={ids.error}>
          {error}
        </p>
      )}
      {grouped ? (
        <span className={titleClass} id={ids.title}>
          {titleText}
        </span>
      ) : (
        <label className={titleClass} id={ids.title} htmlFor={ids.control}>
          {titleText}
        </label>
      )}
      {description && (
        <p className="sf-field__description" id={ids.description}>
          {description}
        </p>
      )}
      {children(controlProps(layout, describedBy, invalid, required))}
      {counter !== undefined && (
        <p className="sf-field__counter" id={ids.counter}>
          {counter}
        </p>
      )}
    </div>
  );
}

function controlProps(
  layout: FieldProps['layout'],
  describedBy: string | undefined,
  invalid: true | undefined,
  required: boolean,
): FieldControlProps {
  switch (layout) {
    case 'radiogroup':
      return {};
    case 'group':
      return { 'aria-invalid': invalid };
    default:
      return { 'aria-describedby': describedBy, 'aria-invalid': invalid, 'aria-required': required || undefined };
  }
}
