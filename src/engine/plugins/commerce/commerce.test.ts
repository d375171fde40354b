import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, render } from '../../../../test/engine/render';
import { escapeAttribute } from '../html';
import { COMMERCE_FORMATTERS } from './index';

/*
 * What a shopper or merchant sees from the commerce family beyond the conformance fixtures
 * (those run in test/engine/conformance.test.ts): escaping, the two money modes, rendering
 * without locale data, and robustness against odd page data.
 */

interface Render {
  /** The page JSON; the formatted node is looked up in it as `{item|…}` would. @default { item } */
  readonly page?: Readonly<Record<string, unknown>>;
  /** @default "en"; undefined renders without locale data. */
  readonly locale?: string | undefined;
  readonly args?: readonly string[];
}

/** `{item|name args}` on a page holding `item`: the output and the errors. */
function run(name: string, item: unknown, options: Render = {}) {
  const { page = { item }, args = [] } = options;
  const locale = 'locale' in options ? options.locale : 'en';
  return render(`{item|${[name, ...args].join(' ')}}`, page, { locale });
}

const format = (name: string, item: unknown, options?: Render): string => run(name, item, options).output;

const product = (content: object, extra: object = {}): object => ({ id: 'p1', collectionId: 'c1', structuredContent: content, ...extra });
/** A variant's price, in both the money field and the legacy cents field, as the platform sends it. */
const priced = (value: string, currency = 'USD'): object => ({ priceMoney: { value, currency }, price: Math.round(Number(value) * 100) });

describe('escaping page data', () => {
  it('writes ids, labels and messages as text, never as markup', () => {
    const hostile = '"><script>alert(1)</script>';
    const item = product({ productType: 1, useCustomAddButtonText: true, customAddButtonText: hostile }, { id: hostile });
    const button = format('add-to-cart-btn', item);
    expect(button).not.toContain('<script>');
    expect(button).toContain(`data-item-id="${escapeAttribute(hostile)}"`);
    expect(button).toContain(`<div class="sqs-add-to-cart-button-inner">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</div>`);
  });

  it('shows any text only escaped, wherever it lands', () => {
    const marker = '\u0001';
    const placements: readonly ((text: string) => [string, unknown, Render?])[] = [
      (text) => [
        'add-to-cart-btn',
        product({ productType: 1, useCustomAddButtonText: true, customAddButtonText: text }, { id: text, collectionId: text }),
      ],
      (text) => [
        'product-quick-view',
        { id: text, group: text },
        { args: ['group'], page: { localizedStrings: { productQuickViewText: text } } },
      ],
      (text) => ['summary-form-field', { type: 'address', rawTitle: text, values: { Line1: text, Line2: text, City: text } }],
      (text) => ['summary-form-field', { type: 'text', rawTitle: text, value: text }],
      (text) => [
        'product-restock-notification',
        { id: 'p1' },
        {
          page: {
            productMerchandisingContext: {
              p1: {
                restockNotificationViews: [{ variantId: text }],
                restockNotificationMessages: { CTAText: text, placeholderText: text, buttonText: text, mailingListDescription: text },
                mailingListSignUpEnabled: true,
              },
            },
          },
        },
      ],
    ];
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(placements.length - 1), (text, index) => {
        const place = placements[index];
        if (!place) return;
        const [name, itemWith, options = {}] = place(text);
        const [, itemWithMarker, optionsWithMarker = {}] = place(marker);
        const page = (optionsWithMarker.page ?? {}) as Record<string, unknown>;
        const expected = format(name, itemWithMarker, { ...optionsWithMarker, page: { ...page, item: itemWithMarker } })
          .split(marker)
          .join(escapeAttribute(text));
        const pageWithText = (options.page ?? {}) as Record<string, unknown>;
        expect(format(name, itemWith, { ...options, page: { ...pageWithText, item: itemWith } })).toBe(expected);
      }),
    );
  });

  it('keeps a picker’s accessible name a well-formed attribute, whatever the option is called', () => {
    const name = 'Length 12" & up';
    const item = product({
      productType: 1,
      variantOptionOrdering: [name],
      variants: [{ attributes: { [name]: 'a' } }, { attributes: { [name]: 'b' } }],
    });
    const markup = format('variants-select', item);
    expect(markup).toContain('<select aria-label="Select Length 12&quot; & up" data-variant-option-name="Length 12&quot; &amp; up">');
    expect(markup).toContain('<option value="">Select Length 12&quot; &amp; up</option>');
  });

  it('gives an option named twice its choices at its first picker only, as the platform does', () => {
    const item = {
      structuredContent: {
        productType: 1,
        variants: [{ attributes: { Z: 'S' } }, { attributes: { Z: 'S' } }],
        variantOptionOrdering: ['Z', 'Z'],
      },
    };
    const pickers = format('product-checkout', item).split('<div class="variant-option">').slice(1);
    expect(pickers).toHaveLength(2);
    expect(pickers[0]).toContain('<option value="S">S</option>');
    expect(pickers[1]).not.toContain('<option value="S">');
    expect(pickers[1]).toContain('<option value="">Select Z</option>');
  });
});

describe('money modes', () => {
  const digital = (value: string, currency: string, flags?: object): object => ({
    structuredContent: { productType: 2, priceMoney: { value, currency } },
    ...(flags ? { featureFlags: flags } : {}),
  });

  it('prints the legacy number in a native-money span by default, JPY in hundredths as the platform does', () => {
    expect(format('product-price', digital('1234.5', 'USD'))).toBe(
      '\n\n\n<div class="product-price">\n<span class="sqs-money-native">1,234.50</span>\n</div>',
    );
    expect(format('product-price', digital('50', 'JPY'))).toContain('<span class="sqs-money-native">50.00</span>');
    expect(format('normal-price', digital('50', 'JPY'))).toBe('5000');
  });

  it('prints any plain amount in the legacy mode as en-US number formatting does', () => {
    const legacy = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = fc.oneof(
      fc.integer({ min: 100, max: 10 ** 15 - 1 }).map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`),
      fc.integer({ min: 1, max: 10 ** 13 - 1 }).map(String),
      fc.constantFrom('1', '1.5', '999.99', '1000', '1000000.01', '1234567890123.99', '9999999999999.9'),
    );
    fc.assert(
      fc.property(amounts, (value) => {
        expect(format('product-price', digital(value, 'USD'))).toContain(
          `<span class="sqs-money-native">${legacy.format(Number(value))}</span>`,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('formats for the locale when the page turns the CLDR money format on, taking currency options', () => {
    const item = digital('2500', 'EUR');
    const page = { item, featureFlags: { useCLDRMoneyFormat: true } };
    expect(format('product-price', item, { page })).toContain('\n€2,500.00\n');
    expect(format('product-price', item, { page, locale: 'de-DE' })).toContain('\n2.500,00\u00a0€\n');
    expect(format('product-price', item, { page, args: ['style:code', 'no-group'] })).toContain('\n2500.00 EUR\n');
    expect(
      format('product-price', digital('50', 'JPY'), { page: { item: digital('50', 'JPY'), featureFlags: { useCLDRMoneyFormat: true } } }),
    ).toContain('\n¥50\n');
  });

  it('formats cents in the locale’s own currency for bookkeeping', () => {
    expect(format('bookkeeper-money-format', 12345)).toBe('$123.45');
    expect(format('bookkeeper-money-format', '12345', { locale: 'ja' })).toBe('￥123');
    expect(format('bookkeeper-money-format', 'not a number')).toBe('$0.00');
  });
});

describe('without locale data', () => {
  it('prints no message-built text, as the platform renders it', () => {
    const item = product({ productType: 1, variants: [priced('5'), priced('6')] });
    expect(format('product-price', item, { locale: undefined })).toBe('\n\n\n<div class="product-price">\n\n\n</div>');
    expect(format('bookkeeper-money-format', 12345, { locale: undefined })).toBe('');
    expect(format('percentage-format', 12.5, { locale: undefined })).toBe('');
  });

  it('still prints labels that are not messages', () => {
    const item = product({ productType: 1, variants: [{ qtyInStock: 5 }] });
    expect(format('quantity-input', item, { locale: undefined })).toContain('<div class="quantity-label">Quantity:</div>');
  });
});

describe('locale formatting', () => {
  it('formats a locale without CLDR data of its own with English data', () => {
    const item = { structuredContent: { productType: 2, priceMoney: { value: '1234.5', currency: 'USD' } } };
    const page = { item, featureFlags: { useCLDRMoneyFormat: true } };
    expect(format('product-price', item, { page, locale: 'xx-YY' })).toContain('\n$1,234.50\n');
    expect(format('bookkeeper-money-format', 123450, { locale: 'xx-YY' })).toBe('$1,234.50');
  });

  it('fills ICU messages, plurals included', () => {
    const item = { id: 'p1' };
    const page = {
      item,
      productMerchandisingContext: {
        p1: {
          scarcityEnabled: true,
          scarcityText: '{qtyInStock, plural, one {# left} other {# left!}}',
          scarcityTemplateViews: [{ qtyInStock: 1 }, { qtyInStock: 3 }],
        },
      },
    };
    const markup = format('product-scarcity', item, { page });
    expect(markup).toContain('\n    1 left\n');
    expect(markup).toContain('\n    3 left!\n');
  });
});

describe('product-checkout', () => {
  it('is the variant pickers, the quantity input and the button, in that order', () => {
    const item = product({
      productType: 1,
      variantOptionOrdering: ['Size'],
      variants: [{ attributes: { Size: 'S' }, qtyInStock: 3 }, { attributes: { Size: 'M' } }],
    });
    expect(format('product-checkout', item)).toBe(
      format('variants-select', item) + format('quantity-input', item) + format('add-to-cart-btn', item),
    );
  });
});

describe('product-quick-view', () => {
  it('takes its group from the product, then the page, else the argument itself', () => {
    const group = (item: object, page: object): string =>
      /data-group="([^"]*)"/.exec(format('product-quick-view', item, { page: { ...page, item }, args: ['shelf'] }))?.[1] ?? '';
    expect(group({ id: 'p', shelf: 'on-product' }, { shelf: 'on-page' })).toBe('on-product');
    expect(group({ id: 'p' }, { shelf: 'on-page' })).toBe('on-page');
    expect(group({ id: 'p' }, {})).toBe('shelf');
  });
});

describe('summary-form-field', () => {
  const summary = (field: object, page: object = {}): string => format('summary-form-field', field, { page: { ...page, item: field } });

  it('prints N/A, or the site’s wording, for an answer left empty; a time or date keeps its layout, as the platform prints it', () => {
    expect(summary({ type: 'text', rawTitle: 'Note' })).toBe(
      '<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">Note:</span> N/A\n</div>',
    );
    expect(summary({ type: 'text', rawTitle: 'Note' }, { localizedStrings: { productSummaryFormNoAnswerText: 'Sans réponse' } })).toContain(
      '</span> Sans réponse\n',
    );
    expect(summary({ type: 'time', rawTitle: 'When' })).toContain('When:</span> 00:00:00 \n');
    expect(summary({ type: 'date', rawTitle: 'Day', values: {} })).toContain('Day:</span> //\n');
  });

  it('labels likert choices on the scale, translated when the site says so', () => {
    const field = { type: 'likert', rawTitle: 'Views', values: { Tasty: '2', Cheap: '-1', Odd: '7' } };
    const markup = summary(field, { localizedStrings: { productAnswerMapStronglyAgree: 'Tout à fait d’accord' } });
    expect(markup).toContain('Tasty:</span> Tout à fait d’accord</div>');
    expect(markup).toContain('Cheap:</span> Disagree</div>');
    expect(markup).toContain('Odd:</span> Neutral</div>');
  });
});

describe('predicates', () => {
  const holds = (name: string, item: unknown): boolean | undefined => decide(name, item);

  it('ask about the product at the current scope', () => {
    const item = product({ productType: 1, variants: [{ ...priced('5'), qtyInStock: 0, onSale: true }, priced('6')] });
    expect([holds('sold-out?', item), holds('on-sale?', item), holds('has-variants?', item), holds('varied-prices?', item)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const digital = product({ productType: 2, priceMoney: { value: '5' }, variants: [{}, {}] });
    expect([
      holds('sold-out?', digital),
      holds('on-sale?', digital),
      holds('has-variants?', digital),
      holds('varied-prices?', digital),
    ]).toEqual([false, false, false, false]);
  });
});

describe('odd page data', () => {
  it('never makes a commerce formatter throw: every one prints text and records nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(COMMERCE_FORMATTERS)),
        fc.jsonValue(),
        fc.constantFrom('en', 'de-DE', undefined),
        (name, node, locale) => {
          const item = JSON.parse(JSON.stringify(node ?? null)) as unknown;
          const { errors } = run(name, item, { locale, page: { item, featureFlags: { useCLDRMoneyFormat: locale === 'de-DE' } } });
          expect(errors).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
