/**
 * The site JSON the demo's templates render against, built per request from what SQLite holds:
 * the shape the platform gives its templates (spec 001 §3) — `website`, `websiteSettings`,
 * `collection`, `items` or `item`, `localizedStrings`, `featureFlags`,
 * `productMerchandisingContext` — for the shop, its products and the site's content.
 */
import { accessFor, type Viewer } from '../../../src/accounts';
import type { Product } from '../store/catalogue';
import type { ContentCollection, ContentComment, ContentItem, ContentTypeName } from '../content/content';
import type { FormDefinition } from '../../../src/forms';
import { filePath } from '../content/files';
import { imageNode, uploadedImageNode, type ImageNode } from './images';
import { formBlock } from './form-block';
import type { PromoPopup } from '../forms/promo-popup';
import type { MerchandisingContext } from '../store/merchandising';
import { productPath, toPageContextProduct, type PageContextProduct } from '../store/product-json';
import { COLLECTION_TYPE_PRODUCTS, DEMO_SITE, EXPRESS_CHECKOUT_PRODUCT, HOME_BUTTONS, RADIO_PICKER_PRODUCTS } from './site';

export type SiteJson = Readonly<Record<string, unknown>>;

/** What every template sees, whatever the page. */
export function baseSiteJson(): SiteJson {
  return {
    website: {
      id: DEMO_SITE.websiteId,
      siteTitle: DEMO_SITE.title,
      language: DEMO_SITE.locale,
      timeZone: DEMO_SITE.timeZone,
      captchaSettings: { siteKey: DEMO_SITE.captchaSiteKey },
    },
    websiteSettings: {
      country: DEMO_SITE.country,
      commentsEnabled: true,
      storeSettings: { multipleQuantityAllowedForServices: true },
    },
    // The demo's words are the catalogue's own (src/i18n); a translated site would override them here.
    localizedStrings: {},
    // Prices in the locale's currency format ("$48.00"), not the legacy bare amount.
    featureFlags: { useCLDRMoneyFormat: true },
    // Keyed by product id; a product page gives its product's (productMerchandisingJson).
    productMerchandisingContext: {},
  };
}

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

/**
 * `promoPopup`, on a page that shows the promotional pop-up: what `blocks/promo-popup.block`
 * writes — its words (the body's paragraphs), its image node, when it opens, how often, and its
 * sign-up form rendered on the server (hidden until it opens, so the loader mounts it only then).
 */
export function promoPopupJson(popup: PromoPopup, form: FormDefinition): SiteJson {
  return {
    id: popup.id,
    heading: popup.heading,
    paragraphs: popup.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ''),
    ...(popup.image === null ? {} : { image: imageNode(popup.image) }),
    trigger: popup.trigger.kind,
    triggerValue: popup.trigger.kind === 'delay' ? popup.trigger.seconds : popup.trigger.percent,
    periodDays: popup.periodDays,
    formBlock: formBlock(form, { widget: 'promo-popup-form', submitLabel: popup.submitLabel, hidden: true }),
  };
}

/** A content collection at `/<urlId>`. */
export function contentCollectionJson(collection: ContentCollection): SiteJson {
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    urlId: collection.urlId,
    fullUrl: `/${collection.urlId}`,
    typeName: collection.typeName,
    options: collection.options,
  };
}

/** Record type codes and labels (spec 001 §3 RecordType) of each collection's items. */
const RECORD_TYPES: Readonly<Record<ContentTypeName, { recordType: number; recordTypeLabel: string }>> = {
  blog: { recordType: 1, recordTypeLabel: 'text' },
  events: { recordType: 12, recordTypeLabel: 'event' },
  gallery: { recordType: 2, recordTypeLabel: 'image' },
};

function commentJson(comment: ContentComment): SiteJson {
  return { id: comment.id, author: { displayName: comment.author }, body: comment.body, addedOn: comment.addedOn };
}

/**
 * A post, an event or a gallery image (spec 001 §3 *Content item*): dates as epoch
 * milliseconds, the comment state with the public count and the comments themselves, an event's
 * location, and the image (`mainImage`: a post's picture, a gallery item's image, whose own alt
 * text describes it while the item's title is the caption).
 */
export function contentItemJson(collection: ContentCollection, item: ContentItem): SiteJson {
  const image = item.image === null ? undefined : imageNode(item.image);
  return {
    ...contentItemHeadJson(collection, item),
    ...(item.author === null ? {} : { author: { displayName: item.author } }),
    excerpt: item.excerpt,
    body: item.body,
    tags: item.tags,
    categories: item.categories ?? [],
    commentState: item.commentState,
    publicCommentCount: item.comments.length,
    comments: item.comments.map(commentJson),
    ...(item.startDate === null ? {} : { startDate: item.startDate }),
    ...(item.endDate === null ? {} : { endDate: item.endDate }),
    ...(item.location === null ? {} : { location: item.location }),
    ...(image === undefined ? {} : { mainImageId: image.id, mainImage: image }),
    ...(item.access === null ? {} : { membersOnly: true }),
  };
}

/** What anyone may see of an item, members-only or not: where it is, its title and its date. */
function contentItemHeadJson(collection: ContentCollection, item: ContentItem): SiteJson {
  return {
    id: item.id,
    collectionId: item.collectionId,
    ...RECORD_TYPES[collection.typeName],
    title: item.title,
    urlId: item.urlId,
    fullUrl: `/${collection.urlId}/${item.urlId}`,
    publishOn: item.publishedOn,
    addedOn: item.publishedOn,
  };
}

/**
 * A post, event or image in a list for someone who may not read it: its title, date and address
 * (whose page answers the lock screen), marked `locked` and `membersOnly`; no excerpt, body, image,
 * tags or comments.
 */
export function lockedContentItemJson(collection: ContentCollection, item: ContentItem): SiteJson {
  return { ...contentItemHeadJson(collection, item), locked: true, membersOnly: true };
}

/** A page of the site outside the collections (a form page, the QA page). */
export interface PageLink {
  readonly title: string;
  readonly path: string;
}

/** The index page's links: the shop's products, each content collection's items, and the other pages. */
export function homeJson(
  products: readonly Product[],
  content: readonly { collection: ContentCollection; items: readonly ContentItem[] }[],
  pages: readonly PageLink[],
  viewer: Viewer,
): SiteJson {
  return {
    pages,
    buttons: HOME_BUTTONS,
    collection: shopCollectionJson(),
    items: products.map((product) => ({
      title: product.name,
      fullUrl: productPath(product),
      ...(product.access === null ? {} : { membersOnly: true }),
    })),
    collections: content.map(({ collection, items }) => ({
      ...contentCollectionJson(collection),
      items: items.map((item) => listedContentItemJson(collection, item, viewer)),
    })),
  };
}

/** A content item as a list shows it to `viewer`: whole when they may read it, else locked. */
export function listedContentItemJson(collection: ContentCollection, item: ContentItem, viewer: Viewer): SiteJson {
  return accessFor(item.access, viewer) === 'open' ? contentItemJson(collection, item) : lockedContentItemJson(collection, item);
}

/** A product as a list shows it to `viewer`: whole when they may see it, else locked. */
export function listedProductItemJson(product: Product, viewer: Viewer, terms?: ItemTermsJson): ProductItemJson | SiteJson {
  return accessFor(product.access, viewer) === 'open' ? productItemJson(product, terms) : lockedProductItemJson(product);
}
