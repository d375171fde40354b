/**
 * The templates and data the engine benchmark renders: a store's product listing of 200 and of
 * 2,000 items through the commerce, content and core formatters, a full site page built from
 * partials and macros, and the demo's real product page (`demo/site`: the product template and its
 * block, inside `site.region`). JSON is given as text: every timed render gets a freshly parsed
 * copy, as a server rendering a request does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productPage, SEED_CATALOGUE } from '../demo/server/store';
import { createEngine, type Template } from '../src/engine';
import { escapeAttribute, escapeHtml } from '../src/engine/plugins/html';
import { CORE_FORMATTERS, valueMapping, type ValueMapping } from '../src/engine/plugins/core';
import { numberText, toJsonText } from '../src/engine/values';
import { SITE_FORMATTERS } from '../src/site-templates';
import { baseSiteJson } from '../demo/server/site';

export interface BenchCase {
  readonly name: string;
  readonly source: string;
  /** The JSON the template renders against, as text. */
  readonly json: string;
  readonly partials: Readonly<Record<string, string>>;
  /**
   * A region the output is rendered into, as a site's page is: its template renders against its
   * own JSON plus `mainContent`, the first render's output.
   */
  readonly region?: { readonly source: string; readonly json: string };
  /** Markup the output must hold, so a formatter that prints nothing cannot pass for a fast one. */
  readonly expects: readonly string[];
  /**
   * The same page written by hand in JavaScript for this JSON alone, with the engine's own escaping
   * and formatter functions: what rendering costs with no template engine at all, the ceiling any
   * engine's speed-up can reach.
   */
  readonly byHand?: (json: unknown) => string;
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

/** The site page's JSON, as `siteByHand` reads it. */
interface SiteJson {
  readonly website: {
    readonly siteTitle: string;
    readonly year: number;
    readonly navigation: readonly { title: string; url: string; active: boolean; children: readonly { title: string; url: string }[] }[];
    readonly social: readonly { name: string; url: string }[];
  };
  readonly collection: {
    readonly title: string;
    readonly description: string;
    readonly items: readonly { urlId: string; title: string; excerpt: string; price: number; tags: string[]; stock: number }[];
  };
}

const formatter = (name: string): ValueMapping => {
  const core = CORE_FORMATTERS[name];
  const mapping = core === undefined ? undefined : valueMapping(core);
  if (mapping === undefined) throw new Error(`${name} is not a core formatter with a value mapping`);
  return mapping;
};
const truncate = formatter('truncate');
const safe = formatter('safe');
const TRUNCATE_60 = ['60'];
const noContext = undefined as never;

/** `SITE` with its partials, by hand: the output must equal both engines'. */
function siteByHand(json: unknown): string {
  const { website, collection } = json as SiteJson;
  const title = escapeHtml(website.siteTitle);
  let out = `<!doctype html>\n<html lang="en">\n\n<head><title>${title}</title></head>\n<body>\n<header><a href="/" class="logo">${title}</a><nav><ul>`;
  for (const link of website.navigation) {
    out += `<li${link.active ? ' class="active"' : ''}><a href="${escapeAttribute(link.url)}">${escapeHtml(link.title)}</a>`;
    if (link.children.length > 0) {
      out += '<ul>';
      for (const child of link.children) out += `<li><a href="${escapeAttribute(child.url)}">${escapeHtml(child.title)}</a></li>`;
      out += '</ul>';
    }
    out += '</li>';
  }
  out += `</ul></nav></header>\n<main>\n<h1>${escapeHtml(collection.title)}</h1>${safe(collection.description, [], noContext) as string}\n`;
  collection.items.forEach((item, index) => {
    const excerpt = truncate(item.excerpt, TRUNCATE_60, noContext) as string;
    out +=
      `${index > 0 ? '\n' : ''}<article class="card"><h2><a href="/shop/p/${item.urlId}">${escapeHtml(item.title)}</a></h2>` +
      `<p>${escapeHtml(excerpt)}</p><p class="price">${numberText(item.price / 100)}</p><p>${escapeHtml(toJsonText(item.tags))}</p>` +
      `<footer>${item.stock > 2 ? 'In stock' : 'Few left'}</footer></article>`;
  });
  out += `\n</main>\n<footer><p>&copy; ${website.year} ${title}</p><ul>`;
  for (const link of website.social) out += `<li><a href="${escapeAttribute(link.url)}" rel="me">${escapeHtml(link.name)}</a></li>`;
  return `${out}</ul></footer>\n</body>\n</html>`;
}

const navigation = words.map((word, i) => ({
  title: word[0]?.toUpperCase() + word.slice(1),
  url: `/${word}`,
  active: i === 2,
  children: i % 3 === 0 ? words.slice(0, 4).map((child) => ({ title: child, url: `/${word}/${child}` })) : [],
}));

const LISTING_EXPECTS = [
  'class="hentry category-',
  '<div class="product-price">',
  '<span class="sqs-money-native">',
  '<div class="product-mark sale">sale</div>',
  '<div class="product-mark sold-out">sold out</div>',
  '<select aria-label="Select Size" data-variant-option-name="Size">',
  'class="product-quantity-input"',
  'data-original-label="Add To Cart"',
];

const SITE_DIR = fileURLToPath(new URL('../demo/site/', import.meta.url));
const siteFile = (name: string) => readFileSync(join(SITE_DIR, name), 'utf8');

/**
 * The demo's product page for its first product, as the demo server renders it (see
 * `demo/server/site-renderer.ts`): `collections/products.item` with the site's blocks, then
 * `site.region` around it with the page's context, title and the site's stylesheet.
 */
function demoProductPage(): BenchCase {
  const product = SEED_CATALOGUE[0];
  if (product === undefined) throw new Error('the demo catalogue is empty');
  const page = productPage(product);
  if (!('template' in page.content)) throw new Error('the demo product page has no template');
  const blocks = ['blocks/product-block.block', 'blocks/post-meta.block', 'blocks/event-time.block'];
  return {
    name: 'demo product page in site.region',
    source: siteFile(page.content.template),
    json: JSON.stringify({ ...baseSiteJson(), ...page.content.json }),
    partials: Object.fromEntries(blocks.map((name) => [name.slice('blocks/'.length), siteFile(name)])),
    region: {
      source: siteFile('site.region'),
      json: JSON.stringify({
        ...baseSiteJson(),
        ...page.content.json,
        pageTitle: page.title,
        pagePath: page.path,
        pageContext: page.context,
        pageHead: '',
        storefront: true,
        siteStyles: siteFile('site.css'),
      }),
    },
    expects: [
      '<article class="product',
      'data-item-id="',
      '<img src=',
      '<script type="application/json" id="page-context">{',
      '<main id="main">',
    ],
  };
}

export const CASES: readonly BenchCase[] = [
  {
    name: 'product listing (200 items)',
    source: LISTING,
    json: JSON.stringify({ items: products(200) }),
    partials: {},
    expects: LISTING_EXPECTS,
  },
  {
    name: 'site page with partials',
    source: SITE,
    json: JSON.stringify({
      website: {
        siteTitle: 'Linen & Walnut',
        year: 2024,
        navigation,
        social: ['instagram', 'pinterest', 'mastodon'].map((name) => ({ name, url: `https://${name}.example/lw` })),
      },
      collection: { title: 'New <arrivals>', description: '<p>Fresh from the <b>workshop</b>.</p>', items: products(60) },
    }),
    partials: SITE_PARTIALS,
    expects: ['<header><a href="/" class="logo">Linen &amp; Walnut</a>', '<article class="card">', '&copy; 2024'],
    byHand: siteByHand,
  },
  {
    name: 'product listing (2,000 items)',
    source: LISTING,
    json: JSON.stringify({ items: products(2000) }),
    partials: {},
    expects: LISTING_EXPECTS,
  },
  demoProductPage(),
];

/** What both engines render with: `{.eval}` and `{.include}` on, a fixed "now". */
export const RENDER_OPTIONS = { enableExpr: true, enableInclude: true, now: 0 } as const;

/** A case's JSON as a server would have it for one request: parsed from text, the region's too. */
export interface Input {
  readonly json: unknown;
  readonly region: Record<string, unknown> | undefined;
}

export function prepare(test: BenchCase): () => Input {
  return () => ({
    json: JSON.parse(test.json) as unknown,
    region: test.region === undefined ? undefined : (JSON.parse(test.region.json) as Record<string, unknown>),
  });
}

/** Renders a case with our engine; errors count as a difference. */
export function ourRenderer(test: BenchCase): { render: (input: Input) => string; compile: (source: string) => void } {
  const engine = createEngine({ formatters: SITE_FORMATTERS });
  const template = engine.compile(test.source).template;
  const regionTemplate = test.region === undefined ? undefined : engine.compile(test.region.source).template;
  const partials: Record<string, Template> = Object.fromEntries(
    Object.entries(test.partials).map(([name, source]) => [name, engine.compile(source).template]),
  );
  const options = { partials, ...RENDER_OPTIONS };
  const render = ({ json, region }: Input) => {
    const result = template.render(json, options);
    if (result.errors.length > 0) throw new Error(`${test.name}: ${result.errors[0]?.message}`);
    if (regionTemplate === undefined || region === undefined) return result.output;
    region['mainContent'] = result.output;
    const page = regionTemplate.render(region, options);
    if (page.errors.length > 0) throw new Error(`${test.name}: ${page.errors[0]?.message}`);
    return page.output;
  };
  return { render, compile: (source) => void engine.compile(source) };
}
