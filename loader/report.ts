/** One console error per problem, always prefixed, never thrown into the host page. */
export function reportProblem(subject: string, problem: string, ...details: unknown[]): void {
  console.error(`[storefront-kit] ${subject}: ${problem}`, ...details);
}

/** `<div data-widget="cart-pill">`: enough to find the element in the page source. */
export function describeElement(element: Element): string {
  const widget = element.getAttribute('data-widget');
  return `<${element.localName}${widget === null ? '' : ` data-widget="${widget}"`}>`;
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
