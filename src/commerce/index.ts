/**
 * The storefront's product rules, shared by its widgets: pure functions over page JSON. (The
 * template engine reads products as the platform's engine does, in its commerce family.)
 */
export {
  SUPPORTED_CURRENCIES,
  DEFAULT_CURRENCY,
  MAX_INTEGER_DIGITS,
  isSupportedCurrency,
  currencyFractionDigits,
  moneyFromMinorUnits,
  zeroMoney,
  parseMoney,
  toDecimalString,
  compareMoney,
  formatMoney,
  formatLegacyMoney,
  formatLegacyCents,
} from './money';
export type { CurrencyCode, Money, MoneyInput, ValueMoneyInput, DecimalValueMoneyInput } from './money';

export { PRODUCT_TYPE, getProductType, variantsOf } from './product-data';
export type {
  ProductType,
  ProductItem,
  ProductContent,
  ProductVariant,
  PricingOption,
  SubscriptionPlanInput,
  StoreWebsiteSettings,
  ProductMerchandising,
} from './product-data';

export {
  getTotalStockRemaining,
  isSoldOut,
  isOnSale,
  hasVariants,
  isSubscribable,
  isMultipleQuantityAllowedForServices,
  isQuantityInputShown,
  getAddToCartLabel,
  getProductStatus,
  isSubscriptionAllowed,
} from './product-state';
export type { ProductStatus, ProductStatusKind } from './product-state';

export {
  getVariantPrices,
  getFromPrice,
  getNormalPrice,
  getSalePrice,
  hasVariedPrices,
  getPriceDisplay,
  getSubscriptionOptionPriceDisplay,
} from './prices';
export type { PriceOptions, VariantPrices, PriceDisplay } from './prices';

export { getVariantOptions, getMissingOptions, findVariant, getVariantDescriptor, getVariantOptionLabels } from './variants';
export type { VariantOption, VariantSelection, VariantOptionLabels } from './variants';

export { tracksStock, validateAddToCart } from './add-to-cart';
export { QUANTITY_MIN, QUANTITY_MAX, checkQuantity } from './quantity';
export type { QuantityCheck } from './quantity';
export type { StockAnswer, AddToCartRequest, AddToCartProblem, AddToCartCheck } from './add-to-cart';

export {
  BILLING_UNITS,
  parseSubscriptionPlan,
  getSubscriptionDuration,
  getSubscriptionPriceMessage,
  subscriptionPriceText,
  priceUnavailableText,
} from './subscriptions';
export type { BillingUnit, BillingPeriod, SubscriptionPlan, SubscriptionDuration, SubscriptionPriceMessage } from './subscriptions';

export {
  DEFAULT_INSTALLMENT_COUNT,
  getInstallmentsProvider,
  isInstallmentsSupported,
  isInstallmentsEligible,
  isInstallmentsInRange,
  installmentsRangeText,
  splitIntoInstallments,
  getInstallmentAmount,
  parseInstallmentsContext,
  getInstallmentsProviderForLocale,
  getInstallmentsOffer,
  installmentsOfferText,
  getProductInstallmentsOffer,
} from './installments';
export type { InstallmentsProvider, InstallmentsContext, InstallmentsOffer, InstallmentsOfferRequest } from './installments';
