/**
 * Which plugin family each formatter and predicate of the reference registry belongs to, so a
 * fixture that cannot pass yet can say what it is waiting for.
 */

export type PluginFamily = 'core' | 'commerce' | 'content' | 'image' | 'social' | 'date' | 'i18n';

const words = (text: string) => text.trim().split(/\s+/);

const FORMATTER_FAMILIES: Readonly<Record<Exclude<PluginFamily, 'core'>, readonly string[]>> = {
  commerce: words(`add-to-cart-btn bookkeeper-money-format cart-quantity cart-subtotal cart-url from-price
    normal-price percentage-format product-checkout product-price product-quick-view
    product-restock-notification product-scarcity product-status quantity-input sale-price
    subscription-price summary-form-field variant-descriptor variants-select`),
  content: words(`AbsUrl audio-player capitalize humanizeDuration item-classes video`),
  image: words(`child-image-meta color-weight cover-image-meta height image image-color image-meta image-srcset
    resizedHeightForWidth resizedWidthForHeight squarespaceThumbnailForHeight squarespaceThumbnailForWidth
    website-color width`),
  social: words(`activate-twitter-links comment-count comment-link comments google-calendar-url like-button
    social-button social-button-inline twitter-follow-button`),
  date: words(`date datetimefield`),
  i18n: words(`datetime datetime-interval decimal message plural money relative-time timesince
    i18n-money-format money-format moneyFormat money-string unit`),
};

const GALLERY = [
  ...['grid', 'slideshow', 'slider', 'stacked'].map((d) => `gallery-design-${d}?`),
  ...['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'].map((p) => `gallery-meta-position-${p}?`),
  ...['center', 'left', 'right'].map((a) => `gallery-active-alignment-${a}?`),
  ...['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails'].map(
    (o) => `gallery-${o}?`,
  ),
];

const PREDICATE_FAMILIES: Readonly<Record<Exclude<PluginFamily, 'core'>, readonly string[]>> = {
  commerce: words('has-variants? on-sale? sold-out? varied-prices?'),
  content: [
    ...words(`calendar-view? child-images? clickable? collection? collection-page? collection-template-page?
      collectionTypeNameEquals? excerpt? external-link? folder? gallery-meta? has-multiple? index? location?
      main-image? passthrough? redirect? same-day? serviceNameEmail? show-past-events? video? external-video?
      image? quote? link? gallery? active-time? attachment? audio? binary? checkin? css-asset? digital-good?
      event? json-export? kbarticle? site-search? store-item? text? tweak-asset? tweet? undefined?
      wordpress-export? promotedMAP? promotedEMBED? promotedIMAGE? promotedCODE? promotedQUOTE?
      promotedTWITTER? promotedLINK? promotedVIDEO? promotedFOURSQUARE? promotedINSTAGRAM? promotedFORM?
      current-type?`),
    ...['instagram', 'none', 'undefined', 'upload', 'video'].map((s) => `background-source-${s}?`),
    ...GALLERY,
  ],
  image: [],
  social: words('comments? disqus?'),
  date: [],
  i18n: words('units-metric?'),
};

function index(table: Readonly<Record<string, readonly string[]>>): ReadonlyMap<string, PluginFamily> {
  const map = new Map<string, PluginFamily>();
  for (const [family, names] of Object.entries(table)) for (const name of names) map.set(name, family as PluginFamily);
  return map;
}

const FORMATTERS = index(FORMATTER_FAMILIES);
const PREDICATES = index(PREDICATE_FAMILIES);

/** The family of a formatter or predicate (`name?`); unknown names count as core. */
export function familyOf(name: string): PluginFamily {
  return (name.endsWith('?') ? PREDICATES.get(name) : FORMATTERS.get(name)) ?? 'core';
}
