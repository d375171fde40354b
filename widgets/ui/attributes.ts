/** A data attribute a widget cannot work with; the runtime reports it once, naming the attribute. */
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

/**
 * A JSON attribute's value, parsed; `undefined` when the attribute is absent or blank. What it
 * holds is the caller's to check.
 * @throws {WidgetAttributeError} naming the attribute when it is not JSON.
 */
export function jsonAttribute(element: Element, attribute: string): unknown {
  const raw = element.getAttribute(attribute);
  if (raw === null || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new WidgetAttributeError(attribute, `is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}
