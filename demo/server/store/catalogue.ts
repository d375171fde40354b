import { parseContentAccess, type ContentAccess } from '../../../src/accounts';
import type { FormDefinition } from '../../../src/forms';
import type { DemoDatabase } from '../database';
import type { DrawnImage } from '../site';

/** The words the merchant wrote for a restock sign-up form in the site editor (spec 000 §3). */
export interface RestockNotificationMessages {
  CTAText: string;
  placeholderText: string;
  buttonText: string;
  mailingListDescription: string;
  /** Absent: the storefront's "Signed up!". */
  successText?: string;
}

/**
 * What the merchant switched on for one product in the site editor, stored with it
 * (`products.merchandising`, JSON): restock sign-ups with their words and whether the mailing-list
 * box starts ticked, and scarcity messages with their template. The demo's copy, not storefront
 * strings. Either may be absent.
 */
export interface MerchandisingSettings {
  restock?: { messages: RestockNotificationMessages; mailingListOptInByDefault: boolean };
  scarcity?: { text: string };
}

/** Product type codes (spec 000 §3). The demo sells every type but paywall. */
export const PRODUCT_TYPE = { physical: 1, digital: 2, service: 3, giftCard: 4 } as const;
export type ProductTypeCode = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

export type BillingPeriodUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingPeriodUnit };
  /** 0 means the subscription runs until cancelled. */
  numBillingCycles: number;
}

export interface Variant {
  id: string;
  sku: string;
  /** Option name → chosen value, e.g. `{ Size: 'M', Color: 'Indigo' }`; empty for a single variant. */
  attributes: Readonly<Record<string, string>>;
  priceCents: number;
  /** Meaningful only while `onSale`. */
  salePriceCents: number;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  /** The product image shown while this variant is chosen (spec 000 §2); null: no image of its own. */
  mainImageId: string | null;
}

/** A product image; the demo draws it (a coloured panel with the alt text), served at /images/<id>.svg. */
export type ProductImage = DrawnImage;

export interface Product {
  id: string;
  /** The last segment of the product page's path, `/products/<slug>`. */
  slug: string;
  collectionId: string;
  name: string;
  description: string;
  productType: ProductTypeCode;
  /** ISO 4217 code; every variant is priced in it. */
  currency: string;
  /** The option names in the order pickers show them. */
  variantOptionOrdering: readonly string[];
  /** Present on subscribable products. */
  subscriptionPlan: SubscriptionPlan | null;
  /** The form a shopper fills in before adding (engraving, a gift message …); null: none. */
  additionalFieldsForm: FormDefinition | null;
  /** The merchant's own add-to-cart label; null: the storefront's default. */
  customAddButtonText: string | null;
  /** Restock sign-ups and scarcity messages as the merchant switched them on; null: neither. */
  merchandising: MerchandisingSettings | null;
  /** In gallery order; the first is shown until a variant with its own image is chosen. */
  images: readonly ProductImage[];
  /** A picture the owner uploaded and chose for the product, shown before its own. */
  uploadedImage?: UploadedProductImage;
  variants: readonly Variant[];
  /** Who may see and buy it; null: everyone. */
  access: ContentAccess | null;
}

/** An uploaded file (an image of the file manager) as a product's picture. */
export interface UploadedProductImage {
  readonly fileId: string;
  readonly name: string;
  readonly width: number | null;
  readonly height: number | null;
}

interface ProductRow {
  id: string;
  slug: string;
  collection_id: string;
  name: string;
  description: string;
  product_type: ProductTypeCode;
  currency: string;
  variant_option_ordering: string;
  subscription_plan: string | null;
  additional_fields_form: string | null;
  custom_add_button_text: string | null;
  merchandising: string | null;
  images: string;
  access: string | null;
  image_file_id: string | null;
  image_name: string | null;
  image_width: number | null;
  image_height: number | null;
}

interface VariantRow {
  id: string;
  sku: string;
  product_id: string;
  attributes: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: 0 | 1;
  unlimited: 0 | 1;
  qty_in_stock: number;
  main_image_id: string | null;
}

function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    sku: row.sku,
    attributes: JSON.parse(row.attributes) as Record<string, string>,
    priceCents: row.price_cents,
    salePriceCents: row.sale_price_cents,
    onSale: row.on_sale === 1,
    unlimited: row.unlimited === 1,
    qtyInStock: row.qty_in_stock,
    mainImageId: row.main_image_id,
  };
}

function toProduct(row: ProductRow, variants: readonly Variant[]): Product {
  return {
    id: row.id,
    slug: row.slug,
    collectionId: row.collection_id,
    name: row.name,
    description: row.description,
    productType: row.product_type,
    currency: row.currency,
    variantOptionOrdering: JSON.parse(row.variant_option_ordering) as string[],
    subscriptionPlan: row.subscription_plan === null ? null : (JSON.parse(row.subscription_plan) as SubscriptionPlan),
    additionalFieldsForm: row.additional_fields_form === null ? null : (JSON.parse(row.additional_fields_form) as FormDefinition),
    customAddButtonText: row.custom_add_button_text,
    merchandising: row.merchandising === null ? null : (JSON.parse(row.merchandising) as MerchandisingSettings),
    images: JSON.parse(row.images) as ProductImage[],
    ...(row.image_file_id === null || row.image_name === null
      ? {}
      : { uploadedImage: { fileId: row.image_file_id, name: row.image_name, width: row.image_width, height: row.image_height } }),
    variants,
    access: parseContentAccess(row.access),
  };
}

/** Products with their uploaded picture's name and size. */
const SELECT_PRODUCTS = `SELECT products.*, files.name AS image_name, files.width AS image_width, files.height AS image_height
  FROM products LEFT JOIN files ON files.id = products.image_file_id`;

function readVariants(db: DemoDatabase, productId: string): Variant[] {
  const rows = db.prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY position').all(productId) as VariantRow[];
  return rows.map(toVariant);
}

/** Every product, in shop order. */
export function listProducts(db: DemoDatabase): Product[] {
  const rows = db.prepare(`${SELECT_PRODUCTS} ORDER BY position`).all() as ProductRow[];
  return rows.map((row) => toProduct(row, readVariants(db, row.id)));
}

export function findProduct(db: DemoDatabase, id: string): Product | undefined {
  const row = db.prepare(`${SELECT_PRODUCTS} WHERE products.id = ?`).get(id) as ProductRow | undefined;
  return row && toProduct(row, readVariants(db, row.id));
}

export function findProductBySlug(db: DemoDatabase, slug: string): Product | undefined {
  const row = db.prepare(`${SELECT_PRODUCTS} WHERE products.slug = ?`).get(slug) as ProductRow | undefined;
  return row && toProduct(row, readVariants(db, row.id));
}

/** Writes one product and its variants; the caller owns the transaction. */
export function insertProduct(db: DemoDatabase, product: Product, position: number): void {
  db.prepare(
    `INSERT INTO products (id, slug, collection_id, position, name, description, product_type, currency,
       variant_option_ordering, subscription_plan, additional_fields_form, custom_add_button_text, merchandising, images, access)
     VALUES (@id, @slug, @collectionId, @position, @name, @description, @productType, @currency,
       @variantOptionOrdering, @subscriptionPlan, @additionalFieldsForm, @customAddButtonText, @merchandising, @images, @access)`,
  ).run({
    id: product.id,
    slug: product.slug,
    collectionId: product.collectionId,
    position,
    name: product.name,
    description: product.description,
    productType: product.productType,
    currency: product.currency,
    variantOptionOrdering: JSON.stringify(product.variantOptionOrdering),
    subscriptionPlan: product.subscriptionPlan === null ? null : JSON.stringify(product.subscriptionPlan),
    additionalFieldsForm: product.additionalFieldsForm === null ? null : JSON.stringify(product.additionalFieldsForm),
    customAddButtonText: product.customAddButtonText,
    merchandising: product.merchandising === null ? null : JSON.stringify(product.merchandising),
    images: JSON.stringify(product.images),
    access: product.access === null ? null : JSON.stringify(product.access),
  });
  const insertVariant = db.prepare(
    `INSERT INTO variants (id, sku, product_id, position, attributes, price_cents, sale_price_cents, on_sale,
       unlimited, qty_in_stock, main_image_id)
     VALUES (@id, @sku, @productId, @position, @attributes, @priceCents, @salePriceCents, @onSale,
       @unlimited, @qtyInStock, @mainImageId)`,
  );
  product.variants.forEach((variant, variantPosition) => {
    insertVariant.run({
      id: variant.id,
      sku: variant.sku,
      productId: product.id,
      position: variantPosition,
      attributes: JSON.stringify(variant.attributes),
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents,
      onSale: variant.onSale ? 1 : 0,
      unlimited: variant.unlimited ? 1 : 0,
      qtyInStock: variant.qtyInStock,
      mainImageId: variant.mainImageId,
    });
  });
}

/** What the shopper pays for one unit now: the sale price while on sale. */
export function unitPriceCents(variant: Variant): number {
  return variant.onSale ? variant.salePriceCents : variant.priceCents;
}

/** Digital products and gift cards are delivered, not shipped from stock: never sold out (spec 001 §4). */
export function hasUnlimitedStock(product: Product, variant: Variant): boolean {
  return variant.unlimited || product.productType === PRODUCT_TYPE.digital || product.productType === PRODUCT_TYPE.giftCard;
}

export function isVariantSoldOut(product: Product, variant: Variant): boolean {
  return !hasUnlimitedStock(product, variant) && variant.qtyInStock <= 0;
}

/** Sold out when no variant can be bought (spec 001 §4). */
export function isSoldOut(product: Product): boolean {
  return product.variants.every((variant) => isVariantSoldOut(product, variant));
}

/** On sale when any variant is (spec 001 §4). */
export function isOnSale(product: Product): boolean {
  return product.variants.some((variant) => variant.onSale);
}

/** The chosen option values in picker order, joined by " / " (the variant descriptor of spec 001). */
export function variantDescriptor(product: Product, attributes: Readonly<Record<string, string>>): string {
  return product.variantOptionOrdering
    .map((option) => attributes[option])
    .filter((value): value is string => value !== undefined)
    .join(' / ');
}

/** Shows an uploaded image (a file's id) as the product's first picture, or none (`null`). */
export function setProductImage(db: DemoDatabase, productId: string, fileId: string | null): void {
  db.prepare('UPDATE products SET image_file_id = ? WHERE id = ?').run(fileId, productId);
}
