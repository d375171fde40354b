import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  findVariant,
  getProductType,
  getTotalStockRemaining,
  isSubscribable,
  isSubscriptionAllowed,
  type ProductContent,
  type ProductItem,
  type ProductVariant,
  type VariantSelection,
} from '../commerce';
import type { FormValues } from '../forms';

/**
 * What one product block holds while the shopper shops: the product as far as the page
 * describes it, the chosen option values, the quantity as typed, and the additional-fields
 * answers of the last try (kept so nothing typed is lost when an add fails).
 */
export interface ProductFormState {
  readonly itemId: string;
  /** The product, merged from every source on the page (page context, picker, button). */
  readonly item: ProductItem;
  readonly selection: VariantSelection;
  /** The quantity input's text, as typed; "1" when the page has no quantity input. */
  readonly quantity: string;
  /** The additional-fields answers of the last try, or `null` before any. */
  readonly answers: FormValues | null;
  /** Merges what one source knows about the product; `undefined` fields leave the rest alone. */
  describe(content: ProductDescription): void;
  /** Chooses a value for one option; an empty string clears it. */
  choose(optionName: string, value: string): void;
  setQuantity(text: string): void;
  keepAnswers(answers: FormValues): void;
}

export type ProductForm = StoreApi<ProductFormState>;

/** What one source on the page knows about the product; a field it cannot tell is `undefined`. */
export type ProductDescription = { readonly [K in keyof ProductContent]?: ProductContent[K] | undefined };

/** The default quantity: the quantity input's own starting value (spec 001 §5). */
export const DEFAULT_QUANTITY = '1';

function definedFields(content: ProductDescription): ProductContent {
  return Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined));
}

/** Creates the state of one product block. */
export function createProductForm(itemId: string): ProductForm {
  if (typeof itemId !== 'string' || itemId === '') throw new TypeError('itemId must be a non-empty string');
  return createStore<ProductFormState>()((set) => ({
    itemId,
    item: { id: itemId, structuredContent: {} },
    selection: {},
    quantity: DEFAULT_QUANTITY,
    answers: null,
    describe(content) {
      set((state) => ({
        item: { ...state.item, structuredContent: { ...state.item.structuredContent, ...definedFields(content) } },
      }));
    },
    choose(optionName, value) {
      set((state) => ({ selection: { ...state.selection, [optionName]: value } }));
    },
    setQuantity(text) {
      set({ quantity: text });
    },
    keepAnswers(answers) {
      set({ answers });
    },
  }));
}

/**
 * The product a page context describes, when it is `itemId`: a product detail page carries the
 * whole item (`product.structuredContent`), the fullest source there is.
 */
function describedByPage(pageContext: unknown, itemId: string): ProductContent | undefined {
  const product: unknown = (pageContext as { product?: unknown } | null | undefined)?.product;
  if (typeof product !== 'object' || product === null || (product as { id?: unknown }).id !== itemId) return undefined;
  const content: unknown = (product as { structuredContent?: unknown }).structuredContent;
  return typeof content === 'object' && content !== null ? (content as ProductContent) : undefined;
}

/** What the product forms of one page hang off: the widget runtime, with the page's context. */
export interface ProductFormOwner {
  readonly pageContext: unknown;
}

const formsByOwner = new WeakMap<ProductFormOwner, Map<string, ProductForm>>();

/**
 * The form of `itemId` on the page `owner` stands for, created on first use, so every widget of one
 * product shares it. It starts from what the page context tells about that product (a product
 * page's own item); each widget adds what its markup tells.
 */
export function getProductForm(owner: ProductFormOwner, itemId: string): ProductForm {
  let forms = formsByOwner.get(owner);
  if (forms === undefined) {
    forms = new Map();
    formsByOwner.set(owner, forms);
  }
  let form = forms.get(itemId);
  if (form === undefined) {
    form = createProductForm(itemId);
    const content = describedByPage(owner.pageContext, itemId);
    if (content !== undefined) form.getState().describe(content);
    forms.set(itemId, form);
  }
  return form;
}

/** The variant the chosen options resolve to, if any. */
export function getChosenVariant(state: Pick<ProductFormState, 'item' | 'selection'>): ProductVariant | undefined {
  return findVariant(state.item, state.selection);
}

/** The product narrowed to one variant, so product-level rules (price, badge, stock) describe that variant. */
export function itemWithVariant(item: ProductItem, variant: ProductVariant): ProductItem {
  return { ...item, structuredContent: { ...item.structuredContent, variants: [variant] } };
}

/**
 * Whether the shopper cannot buy what is chosen: the chosen variant, or else the whole product,
 * has nothing left (spec 001 §4). Unknown until the page names the product type and its
 * variants, and then false: the add itself asks the platform.
 */
export function isChoiceSoldOut(state: Pick<ProductFormState, 'item' | 'selection'>): boolean {
  const { item } = state;
  const variants = item.structuredContent?.variants;
  if (getProductType(item) === undefined || !Array.isArray(variants) || variants.length === 0) return false;
  const variant = getChosenVariant(state);
  return getTotalStockRemaining(variant === undefined ? item : itemWithVariant(item, variant)) === 0;
}

/**
 * Whether the shopper's button subscribes rather than adds: a subscribable product of a type that
 * may be subscribed to (spec 000 §5: physical or service). Any other product, "Subscribe" label or
 * not, goes to the cart.
 */
export function isChoiceSubscription(state: Pick<ProductFormState, 'item'>): boolean {
  return isSubscribable(state.item) && isSubscriptionAllowed(getProductType(state.item));
}
