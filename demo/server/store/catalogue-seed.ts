/** The demo shop's catalogue: its products, their variants, images, merchandising, categories and tags. */
import type { DemoDatabase } from '../database';
import { DEMO_SITE, setItemTerms } from '../site';
import {
  insertProduct,
  PRODUCT_TYPE,
  type MerchandisingSettings,
  type Product,
  type ProductImage,
  type RestockNotificationMessages,
  type Variant,
} from './catalogue';

/** Ids look like the platform's (24 hex digits) and stay stable across re-seeds, so links keep working. */
function seedId(kind: 'product' | 'variant', n: number): string {
  return `5eed${kind === 'product' ? '0' : '1'}${n.toString(16).padStart(19, '0')}`;
}

interface VariantSeed {
  sku: string;
  attributes?: Record<string, string>;
  priceCents: number;
  /** Present: the variant is on sale at this price. */
  salePriceCents?: number;
  /** Omitted: unlimited stock. */
  qtyInStock?: number;
  /** The key of the product image shown for this variant. */
  image?: string;
}

interface ImageSeed extends Omit<ProductImage, 'id'> {
  /** Unique within the product; the image id is `{slug}-{key}`. */
  key: string;
}

type OptionalProductFields =
  'subscriptionPlan' | 'variantOptionOrdering' | 'additionalFieldsForm' | 'customAddButtonText' | 'merchandising' | 'access';

interface ProductSeed
  extends
    Omit<Product, 'id' | 'collectionId' | 'images' | 'variants' | OptionalProductFields>,
    Partial<Pick<Product, OptionalProductFields>> {
  images?: ImageSeed[];
  variants: VariantSeed[];
}

function products(...seeds: ProductSeed[]): Product[] {
  let variantNumber = 0;
  const imageId = (seed: ProductSeed, key: string) => `${seed.slug}-${key}`;
  return seeds.map((seed, index) => ({
    ...seed,
    id: seedId('product', index + 1),
    collectionId: DEMO_SITE.shopCollection.id,
    subscriptionPlan: seed.subscriptionPlan ?? null,
    variantOptionOrdering: seed.variantOptionOrdering ?? [],
    additionalFieldsForm: seed.additionalFieldsForm ?? null,
    customAddButtonText: seed.customAddButtonText ?? null,
    merchandising: seed.merchandising ?? null,
    access: seed.access ?? null,
    images: (seed.images ?? []).map(({ key, ...image }) => ({ id: imageId(seed, key), ...image })),
    variants: seed.variants.map((variant): Variant => {
      variantNumber += 1;
      return {
        id: seedId('variant', variantNumber),
        sku: variant.sku,
        attributes: variant.attributes ?? {},
        priceCents: variant.priceCents,
        salePriceCents: variant.salePriceCents ?? 0,
        onSale: variant.salePriceCents !== undefined,
        unlimited: variant.qtyInStock === undefined,
        qtyInStock: variant.qtyInStock ?? 0,
        mainImageId: variant.image === undefined ? null : imageId(seed, variant.image),
      };
    }),
  }));
}

/** The words the demo merchant gave every restock sign-up form. */
const RESTOCK_MESSAGES: RestockNotificationMessages = {
  CTAText: 'Sold out for now. Leave your email and we will tell you when it is back.',
  placeholderText: 'Email address',
  buttonText: 'Notify Me',
  mailingListDescription: 'Also send me the shop newsletter',
};

const SCARCITY: NonNullable<MerchandisingSettings['scarcity']> = { text: 'Only {qtyInStock} left!' };

/**
 * The demo shop: every product type, variants with options, a sold-out product and a sold-out
 * variant (each taking restock sign-ups), sales, scarce stock (1–3 left; the shirt and the vase
 * say so), subscriptions, and prices in USD, EUR and JPY
 * (JPY has no minor unit: 4800 is ¥4,800). Amounts are minor units.
 */
export const SEED_CATALOGUE: readonly Product[] = products(
  {
    slug: 'linen-shirt',
    name: 'Linen Shirt',
    description: 'A relaxed shirt in washed European linen. The large in Natural is sold out.',
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    variantOptionOrdering: ['Size', 'Color'],
    merchandising: {
      restock: {
        messages: { ...RESTOCK_MESSAGES, successText: 'Thank you! We will email you when it is back in stock.' },
        mailingListOptInByDefault: false,
      },
      scarcity: SCARCITY,
    },
    images: [
      { key: 'natural', alt: 'Linen Shirt in Natural', color: '#e6dcc8' },
      { key: 'indigo', alt: 'Linen Shirt in Indigo', color: '#2f3b6b' },
    ],
    variants: [
      { sku: 'SHIRT-S-NAT', attributes: { Size: 'S', Color: 'Natural' }, priceCents: 4800, qtyInStock: 5, image: 'natural' },
      { sku: 'SHIRT-M-NAT', attributes: { Size: 'M', Color: 'Natural' }, priceCents: 4800, qtyInStock: 12, image: 'natural' },
      { sku: 'SHIRT-L-NAT', attributes: { Size: 'L', Color: 'Natural' }, priceCents: 4800, qtyInStock: 0, image: 'natural' },
      { sku: 'SHIRT-S-IND', attributes: { Size: 'S', Color: 'Indigo' }, priceCents: 5200, qtyInStock: 3, image: 'indigo' },
      { sku: 'SHIRT-M-IND', attributes: { Size: 'M', Color: 'Indigo' }, priceCents: 5200, qtyInStock: 8, image: 'indigo' },
      { sku: 'SHIRT-L-IND', attributes: { Size: 'L', Color: 'Indigo' }, priceCents: 5200, qtyInStock: 2, image: 'indigo' },
    ],
  },
  {
    slug: 'canvas-tote',
    name: 'Canvas Tote',
    description: 'Heavy cotton canvas with long handles. Made to order, so never out of stock.',
    images: [{ key: 'main', alt: 'Canvas Tote in natural canvas', color: '#c9b48a' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    variants: [{ sku: 'TOTE', priceCents: 2400 }],
  },
  {
    slug: 'wild-herbs-field-guide',
    name: 'Wild Herbs Field Guide (eBook)',
    description: 'A 120-page illustrated guide, delivered as a PDF download.',
    images: [{ key: 'main', alt: 'Cover of the Wild Herbs Field Guide', color: '#5b7a3a' }],
    productType: PRODUCT_TYPE.digital,
    currency: 'USD',
    variants: [{ sku: 'EBOOK-HERBS', priceCents: 1200 }],
  },
  {
    slug: 'pottery-workshop',
    name: 'Pottery Workshop',
    description: 'Three hours at the wheel with a potter; clay and firing included.',
    images: [{ key: 'main', alt: 'Hands shaping clay at the wheel', color: '#9a6b4f' }],
    productType: PRODUCT_TYPE.service,
    currency: 'USD',
    customAddButtonText: 'Book a Place',
    additionalFieldsForm: {
      id: 'workshop-participant',
      name: 'Participant Details',
      fields: [
        { id: 'participant', type: 'name', title: 'Participant', required: true },
        { id: 'experience', type: 'select', title: 'Experience at the wheel', required: true, options: ['None yet', 'A little', 'Plenty'] },
        { id: 'notes', type: 'textarea', title: 'Anything we should know?', required: false, maxLength: 200 },
      ],
      submissionMessage: '',
      captcha: { enabled: false },
    },
    variantOptionOrdering: ['Session'],
    variants: [
      { sku: 'WORKSHOP-SAT', attributes: { Session: 'Saturday morning' }, priceCents: 9500, qtyInStock: 6 },
      { sku: 'WORKSHOP-SUN', attributes: { Session: 'Sunday afternoon' }, priceCents: 9500, qtyInStock: 4 },
    ],
  },
  {
    slug: 'gift-card',
    name: 'Gift Card',
    description: 'Sent by email, to spend on anything in the shop.',
    images: [{ key: 'main', alt: 'Gift Card', color: '#1d1d1f' }],
    productType: PRODUCT_TYPE.giftCard,
    currency: 'USD',
    additionalFieldsForm: {
      id: 'gift-card-details',
      name: 'Gift Card Details',
      fields: [
        { id: 'recipientName', type: 'text', title: 'Recipient name', required: true },
        { id: 'recipientEmail', type: 'email', title: 'Recipient email', required: true },
        { id: 'message', type: 'textarea', title: 'Message', required: false, maxLength: 200 },
      ],
      submissionMessage: '',
      captcha: { enabled: false },
    },
    variantOptionOrdering: ['Amount'],
    variants: [
      { sku: 'GIFT-25', attributes: { Amount: '$25' }, priceCents: 2500 },
      { sku: 'GIFT-50', attributes: { Amount: '$50' }, priceCents: 5000 },
      { sku: 'GIFT-100', attributes: { Amount: '$100' }, priceCents: 10000 },
    ],
  },
  {
    slug: 'single-origin-coffee',
    name: 'Single-Origin Coffee',
    description: 'A 340 g bag roasted to order, every month until you cancel.',
    images: [{ key: 'main', alt: 'A bag of Single-Origin Coffee', color: '#5a3b2a' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    variantOptionOrdering: ['Grind'],
    variants: [
      { sku: 'COFFEE-WHOLE', attributes: { Grind: 'Whole bean' }, priceCents: 1800 },
      { sku: 'COFFEE-GROUND', attributes: { Grind: 'Ground' }, priceCents: 1800 },
    ],
  },
  {
    slug: 'flower-bunch',
    name: 'Seasonal Flower Bunch',
    description: 'Fresh flowers every two weeks, for twelve weeks.',
    images: [{ key: 'main', alt: 'A Seasonal Flower Bunch', color: '#c4587a' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6 },
    variants: [{ sku: 'FLOWERS', priceCents: 3500 }],
  },
  {
    slug: 'enamel-mug',
    name: 'Enamel Camp Mug',
    description: 'Speckled enamel on steel. Sold out until the next batch.',
    images: [{ key: 'main', alt: 'Enamel Camp Mug, speckled white', color: '#6f8fa6' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    // Shoppers are signed up to the newsletter unless they untick it.
    merchandising: { restock: { messages: RESTOCK_MESSAGES, mailingListOptInByDefault: true } },
    variants: [{ sku: 'MUG-ENAMEL', priceCents: 1600, qtyInStock: 0 }],
  },
  {
    slug: 'merino-scarf',
    name: 'Merino Wool Scarf',
    description: 'Soft, warm and on sale while the season lasts.',
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    variantOptionOrdering: ['Color'],
    images: [
      { key: 'charcoal', alt: 'Merino Wool Scarf in Charcoal', color: '#3d3d3f' },
      { key: 'rust', alt: 'Merino Wool Scarf in Rust', color: '#a4512b' },
    ],
    variants: [
      { sku: 'SCARF-CHAR', attributes: { Color: 'Charcoal' }, priceCents: 6500, salePriceCents: 4900, qtyInStock: 10, image: 'charcoal' },
      { sku: 'SCARF-RUST', attributes: { Color: 'Rust' }, priceCents: 6500, salePriceCents: 4900, qtyInStock: 7, image: 'rust' },
    ],
  },
  {
    slug: 'stoneware-vase',
    name: 'Stoneware Vase',
    description: 'Thrown by hand; only two left.',
    images: [{ key: 'main', alt: 'Stoneware Vase in a grey glaze', color: '#7d7f7a' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    merchandising: { scarcity: SCARCITY },
    variants: [{ sku: 'VASE-STONE', priceCents: 12000, qtyInStock: 2 }],
  },
  {
    slug: 'matcha-bowl',
    name: 'Matcha Bowl',
    description: 'A chawan from a kiln in Mashiko, priced in yen.',
    images: [{ key: 'main', alt: 'Matcha Bowl', color: '#6b8e4e' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'JPY',
    variantOptionOrdering: ['Glaze'],
    variants: [
      { sku: 'BOWL-KURO', attributes: { Glaze: 'Kuro' }, priceCents: 4800, qtyInStock: 5 },
      { sku: 'BOWL-SHIRO', attributes: { Glaze: 'Shiro' }, priceCents: 5400, qtyInStock: 3 },
    ],
  },
  {
    slug: 'indigo-noren',
    name: 'Indigo Noren',
    description: 'A hand-dyed door curtain; the last one, on sale.',
    images: [{ key: 'main', alt: 'Indigo Noren curtain', color: '#2b3f73' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'JPY',
    variants: [{ sku: 'NOREN-INDIGO', priceCents: 12000, salePriceCents: 9800, qtyInStock: 1 }],
  },
  {
    slug: 'leather-notebook',
    name: 'Leather Notebook',
    description: 'Vegetable-tanned leather cover with a refillable paper block.',
    images: [{ key: 'main', alt: 'Leather Notebook', color: '#8a5a32' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'EUR',
    variantOptionOrdering: ['Size'],
    variants: [
      { sku: 'NOTEBOOK-A5', attributes: { Size: 'A5' }, priceCents: 3900 },
      { sku: 'NOTEBOOK-A6', attributes: { Size: 'A6' }, priceCents: 2900 },
    ],
  },
  {
    slug: 'wool-socks',
    name: 'Wool Socks',
    description: 'Three choices to make; not every combination is knitted.',
    images: [{ key: 'main', alt: 'Wool Socks', color: '#b0413e' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    variantOptionOrdering: ['Size', 'Color', 'Length'],
    variants: [
      { sku: 'SOCKS-S-GREY-CREW', attributes: { Size: 'S', Color: 'Grey', Length: 'Crew' }, priceCents: 1400, qtyInStock: 20 },
      { sku: 'SOCKS-M-GREY-CREW', attributes: { Size: 'M', Color: 'Grey', Length: 'Crew' }, priceCents: 1400, qtyInStock: 20 },
      { sku: 'SOCKS-M-OAT-ANKLE', attributes: { Size: 'M', Color: 'Oat', Length: 'Ankle' }, priceCents: 1200, qtyInStock: 20 },
      { sku: 'SOCKS-L-OAT-CREW', attributes: { Size: 'L', Color: 'Oat', Length: 'Crew' }, priceCents: 1400, qtyInStock: 20 },
    ],
  },
  {
    slug: 'beeswax-candles',
    name: 'Beeswax Candles',
    description: 'A pair of dipped tapers; three pairs left.',
    images: [{ key: 'main', alt: 'Beeswax Candles', color: '#d9a441' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'EUR',
    variants: [{ sku: 'CANDLES-PAIR', priceCents: 1850, qtyInStock: 3 }],
  },
  {
    slug: 'tea-club',
    name: 'Loose-Leaf Tea Club',
    description: 'Three teas every three months, for a year.',
    images: [{ key: 'main', alt: 'Tins of loose-leaf tea', color: '#3f6b5c' }],
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    subscriptionPlan: { billingPeriod: { value: 3, unit: 'MONTH' }, numBillingCycles: 4 },
    variants: [{ sku: 'TEA-CLUB', priceCents: 2600, qtyInStock: 5 }],
  },
  {
    slug: 'weekly-yoga',
    name: 'Weekly Yoga Class',
    description: 'One class a week in the studio, for a year.',
    images: [{ key: 'main', alt: 'A yoga mat in the studio', color: '#7a6aa6' }],
    productType: PRODUCT_TYPE.service,
    currency: 'USD',
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 52 },
    variants: [{ sku: 'YOGA-WEEKLY', priceCents: 1500 }],
  },
  {
    slug: 'glaze-sampler',
    name: "Members' Glaze Sampler",
    description: 'Six test tiles of the studio glazes, sold to members only.',
    productType: PRODUCT_TYPE.physical,
    currency: 'USD',
    access: { kind: 'members' },
    images: [{ key: 'tiles', alt: "Members' Glaze Sampler: six glazed tiles", color: '#5f7f6a' }],
    variants: [{ sku: 'GLAZE-SAMPLER', priceCents: 3000, qtyInStock: 6 }],
  },
);

/** The shop's categories and tags, by product slug: what `/shop?category=…` filters by. */
const PRODUCT_TERMS: Readonly<Record<string, { readonly categories: readonly string[]; readonly tags?: readonly string[] }>> = {
  'linen-shirt': { categories: ['Apparel'], tags: ['Linen'] },
  'canvas-tote': { categories: ['Apparel'], tags: ['Bestseller'] },
  'wild-herbs-field-guide': { categories: ['Books'] },
  'pottery-workshop': { categories: ['Classes'], tags: ['Ceramics'] },
  'gift-card': { categories: ['Gifts'] },
  'single-origin-coffee': { categories: ['Kitchen'] },
  'flower-bunch': { categories: ['Home'] },
  'enamel-mug': { categories: ['Kitchen'], tags: ['Bestseller'] },
  'merino-scarf': { categories: ['Apparel'] },
  'stoneware-vase': { categories: ['Home'], tags: ['Ceramics'] },
  'matcha-bowl': { categories: ['Kitchen'], tags: ['Ceramics'] },
  'indigo-noren': { categories: ['Home'], tags: ['Indigo'] },
  'leather-notebook': { categories: ['Books', 'Gifts'] },
  'wool-socks': { categories: ['Apparel'] },
  'beeswax-candles': { categories: ['Home', 'Gifts'] },
  'tea-club': { categories: ['Kitchen'] },
  'weekly-yoga': { categories: ['Classes'] },
};

/** Writes the seed catalogue with its categories and tags (into an empty products table). */
export function insertCatalogue(db: DemoDatabase): void {
  SEED_CATALOGUE.forEach((product, position) => {
    insertProduct(db, product, position);
    const terms = PRODUCT_TERMS[product.slug];
    setItemTerms(db, product.collectionId, 'category', product.id, terms?.categories ?? []);
    setItemTerms(db, product.collectionId, 'tag', product.id, terms?.tags ?? []);
  });
}
