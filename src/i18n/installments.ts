/**
 * The installments pill's sentences. Only the pill's code, imported on the shopper's first change,
 * uses them: kept apart from strings.ts, which every page with a widget downloads, they travel with
 * that code.
 */

/** "available for orders up to {amount}" above the maximum, else "available for orders over {amount}". */
export function installmentsRangeMessage(kind: 'up-to' | 'over', amount: string): string {
  return kind === 'up-to' ? `available for orders up to ${amount}` : `available for orders over ${amount}`;
}

/**
 * The installments pill within the provider's range: "or 4 interest-free payments of $12.00 with
 * Afterpay". The spec words only the out-of-range notes; this sentence is ours.
 */
export function installmentsOfferMessage(count: number, amount: string, provider: string): string {
  return `or ${count} interest-free payments of ${amount} with ${provider}`;
}

/** The installments pill outside the range: "Afterpay available for orders over $24.00". */
export function installmentsLimitMessage(provider: string, rangeMessage: string): string {
  return `${provider} ${rangeMessage}`;
}
