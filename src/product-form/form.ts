import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  findVariant,
  getProductType,
  getTotalStockRemaining,
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

/** One product form per product on the page, shared by the widgets that show that product. */
export interface ProductFormRegistry {
  /** The form of `itemId`, created on first use. */
  get(itemId: string): ProductForm;
}

export function createProductFormRegistry(): ProductFormRegistry {
  const forms = new Map<string, ProductForm>();
  return {
    get(itemId) {
      let form = forms.get(itemId);
      if (form === undefined) {
        form = createProductForm(itemId);
        forms.set(itemId, form);
      }
      return form;
    },
  };
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
