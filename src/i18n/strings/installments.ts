/** The pay-in-installments pill and its information dialog (spec 000 §2, §5). */

export const installments = {
  /**
   * The pay-in-installments providers' names as shoppers know them (spec 000 §5 names them only
   * as "one provider" and "its sister brand").
   */
  providers: { afterpay: 'Afterpay', clearpay: 'Clearpay' },
  /** The pill's control that opens the provider's information (spec 000 §2 gives no wording; ours). */
  learnMore: 'Learn more',
} as const;

/** The title of the installment-information modal: "Paying in installments with Afterpay" (ours). */
export function installmentsDialogTitle(provider: string): string {
  return `Paying in installments with ${provider}`;
}

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
