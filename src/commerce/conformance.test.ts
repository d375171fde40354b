import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { requireFixtureRoot, fixtureParams, loadManifest, parseFixture } from '../engine/conformance';
import {
  formatLegacyCents,
  formatLegacyMoney,
  formatMoney,
  getFromPrice,
  getNormalPrice,
  getPriceDisplay,
  getProductStatus,
  getSalePrice,
  getSubscriptionOptionPriceDisplay,
  getTotalStockRemaining,
  getVariantOptions,
  hasVariants,
  hasVariedPrices,
  isMultipleQuantityAllowedForServices,
  isOnSale,
  isQuantityInputShown,
  isSoldOut,
  priceUnavailableText,
  subscriptionPriceText,
} from './index';
import type { Money, PriceDisplay, ProductItem } from './index';

/*
 * Runs the engine conformance material through the commerce rules: the `*.json` helper case files
 * and the fixtures of the price, status, quantity and predicate categories (MANIFEST.tsv).
 */

const CONFORMANCE = requireFixtureRoot(fileURLToPath(new URL('../..', import.meta.url)));
const RESOURCES = join(CONFORMANCE, 'plugins', 'resources');

function caseFile(name: string): [string, unknown][] {
  const parsed = parseFixture(readFileSync(join(RESOURCES, name), 'utf8'));
  return Object.entries(parsed).map(([key, body]) => [key, JSON.parse(body)]);
}

interface Fixture {
  readonly file: string;
  readonly json: Record<string, unknown>;
  readonly template: string;
  readonly output: string;
  readonly params: { readonly locale?: string };
}

function fixturesOf(category: string): Fixture[] {
  return loadManifest(CONFORMANCE)
    .filter((entry) => entry.category === category)
    .map(({ path }) => {
      const parsed = parseFixture(readFileSync(join(CONFORMANCE, path), 'utf8'));
      return {
        file: path.split('/').pop() ?? path,
        json: JSON.parse(parsed['JSON'] ?? 'null') as Record<string, unknown>,
        template: (parsed['TEMPLATE'] ?? '').trim(),
        output: (parsed['OUTPUT'] ?? '').trim(),
        params: fixtureParams(parsed),
      };
    });
}

/** The expectation a case key states in its name: "…-true" / "…-false". */
function nameSays(key: string): boolean {
  if (key.endsWith('-true')) return true;
  if (key.endsWith('-false')) return false;
  throw new Error(`case ${key} states no expectation`);
}

describe('helper case files in plugins/resources', () => {
  it('get-item-variant-options: option names in ordering order with their values', () => {
    const cases = caseFile('get-item-variant-options.json');
    const inputs = cases.filter(([key]) => !key.endsWith('-expected'));
    expect(inputs.length).toBeGreaterThan(0);
    for (const [key, item] of inputs) {
      const expected = cases.find(([other]) => other === `${key}-expected`)?.[1];
      expect(getVariantOptions(item as ProductItem), key).toEqual(expected);
    }
  });

  it('get-total-stock-remaining: the total each case names', () => {
    // This file states its expectations in the case names only.
    const expected: Record<string, number> = {
      'getTotalStock-unlimited-physical': Number.POSITIVE_INFINITY,
      'getTotalStock-digital': Number.POSITIVE_INFINITY,
      'getTotalStock-six-service': 6,
      'getTotalStock-0-physical': 0,
      'getTotalStock-0-physical-2': 0,
      'getTotalStock-unknown': 0,
    };
    const cases = caseFile('get-total-stock-remaining.json');
    expect(cases.map(([key]) => key).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, item] of cases) expect(getTotalStockRemaining(item as ProductItem), key).toBe(expected[key]);
  });

  it('has-variants: more than one variant', () => {
    for (const [key, item] of caseFile('has-variants.json')) expect(hasVariants(item as ProductItem), key).toBe(nameSays(key));
  });

  it('has-varied-prices: variants that one price cannot describe', () => {
    for (const [key, item] of caseFile('has-varied-prices.json')) expect(hasVariedPrices(item as ProductItem), key).toBe(nameSays(key));
  });

  it('is-multi-quantity-allowed-for-services: allowed unless turned off', () => {
    for (const [key, settings] of caseFile('is-multi-quantity-allowed-for-services.json')) {
      expect(isMultipleQuantityAllowedForServices(settings as never), key).toBe(nameSays(key));
    }
  });
});

describe('legacy cents formatters', () => {
  const getters = { 'f:from-price': getFromPrice, 'f:normal-price': getNormalPrice, 'f:sale-price': getSalePrice };
  for (const [category, getter] of Object.entries(getters)) {
    it(`${category} prints the price in minor units`, () => {
      const fixtures = fixturesOf(category);
      expect(fixtures.length).toBeGreaterThan(0);
      for (const fixture of fixtures) expect(formatLegacyCents(getter(fixture.json as ProductItem)), fixture.file).toBe(fixture.output);
    });
  }
});

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('product-status badges', () => {
  it('f:product-status shows sold out before sale, with the merchant text', () => {
    const fixtures = fixturesOf('f:product-status');
    expect(fixtures.length).toBeGreaterThan(0);
    for (const { file, json, output } of fixtures) {
      const badge = /^<div class="product-mark ([a-z-]+)">(.*)<\/div>$/.exec(output);
      const expected = badge ? { kind: badge[1], text: unescapeHtml(badge[2] ?? '') } : undefined;
      const merchandising = (json['productMerchandisingContext'] as Record<string, object> | undefined)?.[String(json['id'])];
      const status = getProductStatus(json as ProductItem, {
        localizedStrings: (json['localizedStrings'] as Record<string, unknown> | undefined) ?? {},
        ...(merchandising ? { merchandising } : {}),
      });
      expect(status, file).toEqual(expected);
    }
  });
});

describe('quantity input', () => {
  it('f:quantity-input renders exactly when the rules allow it', () => {
    const fixtures = fixturesOf('f:quantity-input');
    expect(fixtures.length).toBeGreaterThan(0);
    for (const { file, json, output } of fixtures) {
      expect(isQuantityInputShown(json['item'] as ProductItem, json['websiteSettings'] as never), file).toBe(output !== '');
    }
  });
});

/** The visible text of price markup: tags dropped, blanks collapsed. */
function visibleText(markup: string): string {
  return unescapeHtml(markup.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Composes the text the engine's price markup shows for a display, as the fixtures print it. */
function displayText(display: PriceDisplay, fixture: Fixture): string {
  const json = fixture.json;
  const localizedStrings = (json['localizedStrings'] as Record<string, unknown> | undefined) ?? {};
  const cldr = (json['featureFlags'] as { useCLDRMoneyFormat?: boolean } | undefined)?.useCLDRMoneyFormat === true;
  const money = (amount: Money): string => (cldr ? formatMoney(amount, fixture.params.locale ?? 'en') : formatLegacyMoney(amount));
  const priced = (amount: Money, multiplePrices: boolean): string =>
    'plan' in display && display.plan
      ? subscriptionPriceText(display.plan, money(amount), { multiplePrices, localizedStrings })
      : money(amount);
  switch (display.kind) {
    case 'none':
      return '';
    case 'unavailable':
      return priceUnavailableText(localizedStrings);
    case 'from':
      return 'plan' in display && display.plan ? priced(display.price, true) : `from ${money(display.price)}`;
    case 'sale':
      return `Sale Price:${priced(display.price, false)} Original Price:${priced(display.originalPrice, false)}`;
    case 'single':
      return priced(display.price, false);
  }
}

describe('price displays', () => {
  it('f:product-price reads as the price display says', () => {
    const fixtures = fixturesOf('f:product-price');
    expect(fixtures.length).toBeGreaterThan(30);
    for (const fixture of fixtures) {
      expect(visibleText(displayText(getPriceDisplay(fixture.json as ProductItem), fixture)), fixture.file).toBe(
        visibleText(fixture.output),
      );
    }
  });

  it('f:subscription-price reads as the pricing-option display says', () => {
    const fixtures = fixturesOf('f:subscription-price');
    expect(fixtures.length).toBeGreaterThan(0);
    for (const fixture of fixtures) {
      const display = getSubscriptionOptionPriceDisplay(fixture.json as ProductItem);
      expect(visibleText(displayText(display, fixture)), fixture.file).toBe(visibleText(fixture.output));
    }
  });
});

/**
 * Predicate fixtures are lines `{.section items.N}{.name?}A{.or}B{.end}{.end}` printing A when the
 * predicate holds and B (or nothing) when not; the output has one line per section line.
 */
describe('commerce predicates', () => {
  const predicates = { 'p:sold-out': isSoldOut, 'p:on-sale': isOnSale, 'p:has-variants': hasVariants, 'p:varied-prices': hasVariedPrices };
  for (const [category, predicate] of Object.entries(predicates)) {
    it(`${category} holds for exactly the items the output says`, () => {
      const fixtures = fixturesOf(category);
      expect(fixtures.length).toBeGreaterThan(0);
      for (const { file, json, template, output } of fixtures) {
        const lines = template.split('\n');
        const printed = output.split('\n');
        expect(lines.length, file).toBe(printed.length);
        lines.forEach((line, index) => {
          const parts = /^\{\.section items\.(\d+)\}\{\.[a-z-]+\?\}([^{]*)(?:\{\.or\}([^{]*))?\{\.end\}\{\.end\}$/.exec(line);
          if (!parts) throw new Error(`${file}: unexpected template line ${line}`);
          const item = (json['items'] as ProductItem[])[Number(parts[1])] as ProductItem;
          const holds = printed[index] === parts[2];
          expect(holds || printed[index] === (parts[3] ?? ''), `${file} line ${index + 1}`).toBe(true);
          expect(predicate(item), `${file} items.${parts[1]}`).toBe(holds);
        });
      }
    });
  }
});
