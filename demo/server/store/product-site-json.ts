/** Site JSON of the shop: store pages, products as templates read them, a product's merchandising. */
import { accessFor, type Viewer } from '../../../src/accounts';
import {
  filePath,
  imageNode,
  uploadedImageNode,
  COLLECTION_TYPE_PRODUCTS,
  DEMO_SITE,
  EXPRESS_CHECKOUT_PRODUCT,
  RADIO_PICKER_PRODUCTS,
  type SiteJson,
  type ImageNode,
} from '../site';
import type { Product } from './catalogue';
import type { MerchandisingContext } from './merchandising';
import { productPath, toPageContextProduct, type PageContextProduct } from './product-json';

/** A store page (a products collection) at `/<urlId>`. */
export function storeCollectionJson({ id, title, urlId }: { id: string; title: string; urlId: string }): SiteJson {
  return { id, title, urlId, fullUrl: `/${urlId}`, typeName: 'products', type: COLLECTION_TYPE_PRODUCTS };
}

/** The shop collection, `/shop`. */
export function shopCollectionJson(): SiteJson {
  return storeCollectionJson(DEMO_SITE.shopCollection);
}

/**
 * A product as templates read it: the page context's product (spec 001 product item fields)
 * with its description, its images, and the theme's choices for it — radio buttons or dropdowns,
 * and the merchant's own express-checkout button.
 */
export interface ProductItemJson extends PageContextProduct {
  recordTypeLabel: 'store-item';
  description: string;
  images: ImageNode[];
  variantDisplay: 'radio' | 'select';
  expressCheckout: boolean;
  /** Present on a product only members may see. */
  membersOnly?: true;
}

/**
 * A product in a list for someone who may not see it: its title and where its page is (which
 * answers the lock screen), marked `locked` and `membersOnly`; nothing of its price, description
 * or images.
 */
export function lockedProductItemJson(product: Product): SiteJson {
  return {
    id: product.id,
    title: product.name,
    fullUrl: productPath(product),
    recordTypeLabel: 'store-item',
    locked: true,
    membersOnly: true,
  };
}

/** A product's tags and categories, which `item-classes` turns into classes and the shop filters by. */
export interface ItemTermsJson {
  readonly tags: readonly string[];
  readonly categories: readonly string[];
}

export function productItemJson(product: Product, terms?: ItemTermsJson): ProductItemJson {
  return {
    ...terms,
    ...toPageContextProduct(product),
    recordTypeLabel: 'store-item',
    description: product.description,
    images: [
      ...(product.uploadedImage === undefined
        ? []
        : [
            uploadedImageNode({
              id: `file-${product.uploadedImage.fileId}`,
              url: filePath({ id: product.uploadedImage.fileId, name: product.uploadedImage.name }),
              alt: product.name,
              width: product.uploadedImage.width,
              height: product.uploadedImage.height,
            }),
          ]),
      ...product.images.map(imageNode),
    ],
    variantDisplay: RADIO_PICKER_PRODUCTS.has(product.slug) ? 'radio' : 'select',
    expressCheckout: product.slug === EXPRESS_CHECKOUT_PRODUCT,
    ...(product.access === null ? {} : { membersOnly: true as const }),
  };
}

/**
 * `productMerchandisingContext` for a page showing `product`: its restock sign-up and scarcity
 * settings by product id, which `product-restock-notification` and `product-scarcity` read.
 */
export function productMerchandisingJson(product: Product, merchandising: MerchandisingContext | undefined): SiteJson {
  return { productMerchandisingContext: merchandising === undefined ? {} : { [product.id]: merchandising } };
}

/** A product as a list shows it to `viewer`: whole when they may see it, else locked. */
export function listedProductItemJson(product: Product, viewer: Viewer, terms?: ItemTermsJson): ProductItemJson | SiteJson {
  return accessFor(product.access, viewer) === 'open' ? productItemJson(product, terms) : lockedProductItemJson(product);
}
