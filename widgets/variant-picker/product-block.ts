import { getProductStatus, isSoldOut, type ProductItem, type ProductVariant } from '../../src/commerce';
import { STRINGS } from '../../src/i18n';
import { getPriceLine, itemWithVariant, type PriceLine } from '../../src/product-form';

/**
 * The product block around a widget: its nearest ancestor carrying the same `data-item-id`. A
 * product detail page's `<article data-item-id>`, a list's item, a product block on a page.
 */
export function productBlockOf(element: Element, itemId: string): HTMLElement | null {
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    if (node.getAttribute('data-item-id') === itemId) return node;
  }
  return null;
}

export interface ProductBlockView {
  /**
   * Shows `variant`'s price, badge, image, restock sign-up and scarcity message; `undefined` puts
   * back what the page showed for the product.
   */
  show(item: ProductItem, variant: ProductVariant | undefined): void;
  /** Puts the block back exactly as the page wrote it. */
  restore(): void;
}

const HIDDEN_TEXT_CLASS = 'visually-hidden v6-visually-hidden';

/** Writes a price line as the engine's price markup does (JSON-T §8), with text nodes only. */
function writePrice(target: HTMLElement, line: PriceLine): void {
  const doc = target.ownerDocument;
  const span = (className: string, text: string) => {
    const element = doc.createElement('span');
    element.className = className;
    element.textContent = text;
    return element;
  };
  if (line.kind === 'none') target.replaceChildren();
  else if (line.kind === 'text') target.replaceChildren(line.text);
  else {
    target.replaceChildren(
      span(HIDDEN_TEXT_CLASS, STRINGS.product.salePriceLabel),
      line.salePrice,
      ' ',
      span(HIDDEN_TEXT_CLASS, STRINGS.product.originalPriceLabel),
      span('original-price', line.originalPrice),
    );
  }
}

/** Whether a scarcity view's `data-variant-attributes` (JSON) are the variant's own option values. */
function isViewOf(view: HTMLElement, variant: ProductVariant): boolean {
  try {
    const attributes: unknown = JSON.parse(view.dataset['variantAttributes'] ?? '');
    if (typeof attributes !== 'object' || attributes === null) return false;
    return Object.entries(attributes).every(([name, value]) => String(variant.attributes?.[name]) === String(value));
  } catch {
    return false;
  }
}

/**
 * What choosing a variant changes in its block (spec 000 §2, spec 001 §4): the price
 * (`.product-price`), the sold-out or sale badge (`.product-mark`), the shown image — of the
 * block's `[data-image-id]` images, the one whose id is the variant's `mainImageId` — and the
 * engine's per-variant views, which start hidden: the restock sign-up of the chosen variant
 * (`.product-restock-notification[data-variant-id]`) while it is sold out, and its scarcity message
 * (`.product-scarcity[data-variant-attributes]`). Views the page shows for the whole product stay.
 * Until the first change nothing is touched, so mounting moves nothing.
 */
export function createProductBlockView(block: HTMLElement | null, locale: string): ProductBlockView {
  const price = block?.querySelector<HTMLElement>('.product-price') ?? null;
  const images = block === null ? [] : [...block.querySelectorAll<HTMLElement>('[data-image-id]')];
  const hiddenViews = (selector: string) =>
    block === null ? [] : [...block.querySelectorAll<HTMLElement>(selector)].filter((view) => view.hidden);
  const restockViews = hiddenViews('.product-restock-notification[data-variant-id]');
  const scarcityViews = hiddenViews('.product-scarcity[data-variant-attributes]');
  const toggled = [...images, ...restockViews, ...scarcityViews];
  let saved: { price: Node[]; mark: HTMLElement | null; hidden: boolean[] } | undefined;

  function save() {
    const mark = block?.querySelector<HTMLElement>('.product-mark') ?? null;
    saved ??= {
      price: price === null ? [] : [...price.childNodes].map((node) => node.cloneNode(true)),
      mark: (mark?.cloneNode(true) as HTMLElement | undefined) ?? null,
      hidden: toggled.map((element) => element.hidden),
    };
    return saved;
  }

  function showBadge(item: ProductItem, original: HTMLElement | null): void {
    if (block === null) return;
    const status = getProductStatus(item);
    let mark = block.querySelector<HTMLElement>('.product-mark');
    if (status === undefined) {
      // The page's own badge is hidden until it applies again; one this view added goes.
      if (original === null) mark?.remove();
      else if (mark !== null) mark.hidden = true;
      return;
    }
    if (mark === null) {
      mark = block.ownerDocument.createElement('div');
      (price ?? block.firstChild)?.before(mark);
      if (mark.parentNode === null) block.prepend(mark);
    }
    mark.hidden = false;
    mark.className = `product-mark ${status.kind}`;
    // The page's own sold-out text may be the merchant's (customSoldOutText): keep its words.
    mark.textContent =
      status.kind === 'sold-out' && original?.classList.contains('sold-out') ? (original.textContent ?? status.text) : status.text;
  }

  return {
    show(item, variant) {
      if (variant === undefined) {
        if (saved !== undefined) this.restore();
        return;
      }
      const before = save();
      const chosen = itemWithVariant(item, variant);
      if (price !== null) writePrice(price, getPriceLine(chosen, { locale }));
      showBadge(chosen, before.mark);
      const imageId = (variant as { mainImageId?: unknown }).mainImageId;
      if (typeof imageId === 'string' && images.some((image) => image.dataset['imageId'] === imageId)) {
        for (const image of images) image.hidden = image.dataset['imageId'] !== imageId;
      }
      const soldOut = isSoldOut(chosen);
      for (const view of restockViews) view.hidden = !soldOut || view.dataset['variantId'] !== variant.id;
      for (const view of scarcityViews) view.hidden = !isViewOf(view, variant);
    },
    restore() {
      if (saved === undefined) return;
      price?.replaceChildren(...saved.price.map((node) => node.cloneNode(true)));
      const current = block?.querySelector<HTMLElement>('.product-mark') ?? null;
      if (saved.mark === null) current?.remove();
      else current?.replaceWith(saved.mark.cloneNode(true));
      toggled.forEach((element, index) => (element.hidden = saved?.hidden[index] ?? element.hidden));
      saved = undefined;
    },
  };
}
