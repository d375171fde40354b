/** One console error per problem, always prefixed, never thrown into the host page. */
export function reportProblem(subject: string, problem: string, ...details: unknown[]): void {
  console.error(`[storefront-kit] ${subject}: ${problem}`, ...details);
}

/**
 * `<div data-widget="cart-pill">`, or `<div class="sqs-add-to-cart-button …">` for engine markup:
 * enough to find the element in the page source.
 */
export function describeElement(element: Element): string {
  return `<${element.localName} ${element.hasAttribute('data-widget') ? 'data-widget' : 'class'}="${element.getAttribute('data-widget') ?? element.className}">`;
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
