/** A data attribute a widget cannot work with; the loader reports it once, naming the attribute. */
export class WidgetAttributeError extends TypeError {
  override readonly name = 'WidgetAttributeError';
  readonly attribute: string;

  constructor(attribute: string, problem: string) {
    super(`${attribute} ${problem}`);
    this.attribute = attribute;
  }
}

/** The attribute's trimmed value; a missing or blank one is a `WidgetAttributeError`. */
export function requiredAttribute(element: Element, attribute: string): string {
  const value = element.getAttribute(attribute)?.trim() ?? '';
  if (value === '') throw new WidgetAttributeError(attribute, 'is required');
  return value;
}

/** A whole-number attribute of at least `min`; `fallback` when the attribute is absent. */
export function wholeNumberAttribute(element: Element, attribute: string, min: number, fallback: number): number {
  const raw = element.getAttribute(attribute);
  if (raw === null) return fallback;
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isInteger(value) || value < min) {
    throw new WidgetAttributeError(attribute, `must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}
