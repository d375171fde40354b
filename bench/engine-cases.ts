/**
 * The templates and data the engine benchmark renders: a store's product listing of 200 items
 * through the commerce, content and core formatters, and a full site page built from partials
 * and macros.
 */
export interface BenchCase {
  readonly name: string;
  readonly source: string;
  readonly json: unknown;
  readonly partials: Readonly<Record<string, string>>;
  /** Markup the output must hold, so a formatter that prints nothing cannot pass for a fast one. */
  readonly expects: readonly string[];
}

const words = ['linen', 'walnut', 'brass', 'wool', 'clay', 'cedar', 'indigo', 'oat', 'slate', 'copper'];
const pick = (i: number, n: number) => words[(i * 7 + n * 3) % words.length] as string;

const SIZES = ['Small', 'Medium', 'Large'];
const dollars = (cents: number) => ({ value: (cents / 100).toFixed(2), currency: 'USD' });

/** Store items as the platform sends them to templates: a product with its variants and prices. */
function products(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const price = 1000 + ((i * 137) % 9000);
    const onSale = i % 5 === 0;
    return {
      id: `p${i}`,
      collectionId: 'shop',
      recordType: 11,
      recordTypeLabel: 'store-item',
      starred: i % 11 === 0,
      title: `${pick(i, 1)} ${pick(i, 2)} "No. ${i}" & <friends>`,
      urlId: `${pick(i, 1)}-${i}`,
      excerpt: `A ${pick(i, 3)} piece in ${pick(i, 4)} and ${pick(i, 5)}, made to last. `.repeat(3),
      price,
      stock: i % 7,
      tags: [pick(i, 6), pick(i, 7), pick(i, 8)],
      categories: [pick(i, 9)],
      structuredContent: {
        productType: 1,
        variantOptionOrdering: ['Size'],
        variants: Array.from({ length: (i % 3) + 1 }, (_, v) => ({
          sku: `SKU-${i}-${v}`,
          stock: (i + v) % 4,
          qtyInStock: (i + v) % 4,
          onSale,
          attributes: { Size: SIZES[v] },
          priceMoney: dollars(price + v * 500 * (i % 2)),
          salePriceMoney: dollars(Math.round(price * 0.8)),
        })),
      },
    };
  });
}

const LISTING = `<ul class="products">
{.repeated section items}<li class="{@|item-classes} {@index|cycle odd even}" data-id="{id|htmlattr}">
  <a href="/shop/p/{urlId|url-encode}" title="{title|htmlattr}">{title|html}</a>
  <p>{excerpt|truncate 80|html}</p>
  {@|product-status}{@|product-price}
  <span class="price" data-cents="{@|normal-price}">{.eval price / 100}</span>
  {.sold-out?}<em>Sold out</em>{.or}<em>{stock} {stock|pluralize item items} left</em>{.end}
  <span class="tags">{.repeated section tags}{@|slugify}{.alternates with}, {.end}</span>
  {@|product-checkout}
  <script type="application/json">{structuredContent.variants|json}</script>
</li>
{.end}</ul>`;

const SITE = `<!doctype html>
<html lang="en">
{.macro card}<article class="card">{@|apply card-body}<footer>{.greaterThan? stock 2}In stock{.or}Few left{.end}</footer></article>{.end}
<head><title>{website.siteTitle|html}</title>{.var @year website.year}</head>
<body>
{website|apply header}
<main>
{.section collection}<h1>{title|html}</h1>{description|safe}
{.repeated section items}{@|apply card}{.alternates with}
{.end}{.end}
</main>
{website|apply footer}
</body>
</html>`;

const SITE_PARTIALS = {
  header: `<header><a href="/" class="logo">{siteTitle|html}</a><nav>{navigation|apply navigation}</nav></header>`,
  navigation: `<ul>{.repeated section @}<li{.if active} class="active"{.end}><a href="{url|htmlattr}">{title|html}</a>{.section children}<ul>{.repeated section @}<li><a href="{url|htmlattr}">{title|html}</a></li>{.end}</ul>{.end}</li>{.end}</ul>`,
  'card-body': `<h2><a href="/shop/p/{urlId}">{title|html}</a></h2><p>{excerpt|truncate 60|html}</p><p class="price">{.eval price / 100}</p><p>{tags|json|html}</p>`,
  footer: `<footer><p>&copy; {@year} {siteTitle|html}</p><ul>{.repeated section social}<li><a href="{url|htmlattr}" rel="me">{name|html}</a></li>{.end}</ul></footer>`,
};

const navigation = words.map((word, i) => ({
  title: word[0]?.toUpperCase() + word.slice(1),
  url: `/${word}`,
  active: i === 2,
  children: i % 3 === 0 ? words.slice(0, 4).map((child) => ({ title: child, url: `/${word}/${child}` })) : [],
}));

export const CASES: readonly BenchCase[] = [
  {
    name: 'product listing (200 items)',
    source: LISTING,
    json: { items: products(200) },
    partials: {},
    expects: [
      'class="hentry category-',
      '<div class="product-price">',
      '<span class="sqs-money-native">',
      '<div class="product-mark sale">sale</div>',
      '<div class="product-mark sold-out">sold out</div>',
      '<select aria-label="Select Size" data-variant-option-name="Size">',
      'class="product-quantity-input"',
      'data-original-label="Add To Cart"',
    ],
  },
  {
    name: 'site page with partials',
    source: SITE,
    json: {
      website: {
        siteTitle: 'Linen & Walnut',
        year: 2024,
        navigation,
        social: ['instagram', 'pinterest', 'mastodon'].map((name) => ({ name, url: `https://${name}.example/lw` })),
      },
      collection: { title: 'New <arrivals>', description: '<p>Fresh from the <b>workshop</b>.</p>', items: products(60) },
    },
    partials: SITE_PARTIALS,
    expects: ['<header><a href="/" class="logo">Linen &amp; Walnut</a>', '<article class="card">', '&copy; 2024'],
  },
];
