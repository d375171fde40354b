import { describe, expect, it } from 'vitest';
import { commerceFixtures, fixturesPresent, renderCommerce } from './commerce-fixtures';

/*
 * Every commerce fixture of the conformance suite (MANIFEST.tsv categories f:add-to-cart-btn*,
 * f:cart-*, f:product-*, f:summary-form-field-* … and the four commerce predicates), rendered
 * with the commerce tables and compared after trimming, as the suite compares.
 */

const COMMERCE_CATEGORIES =
  /^(f:(add-to-cart-btn.*|bookkeeper-money-format|cart-.*|from-price|normal-price|sale-price|percentage-format|product-.*|quantity-input|subscription-price|summary-form-field-.*|variant-descriptor|variants-select.*)|p:(has-variants|on-sale|sold-out|varied-prices))$/;

/**
 * Two fixtures outside the reference suite give the same JSON as `f-add-to-cart-btn-6` and `-7`
 * an older button (no `sqs-button-element--primary`, no `data-dynamic-strings`). One input cannot
 * render two ways: the button follows the reference suite, so these render as their twins do.
 */
const OLDER_BUTTON_TWINS: Readonly<Record<string, string>> = {
  'f-add-to-cart-btn-subscribable-attribute-false.html': 'f-add-to-cart-btn-6.html',
  'f-add-to-cart-btn-subscribable-attribute-true.html': 'f-add-to-cart-btn-7.html',
};

describe.skipIf(!fixturesPresent)('commerce conformance fixtures', () => {
  const fixtures = fixturesPresent ? commerceFixtures(COMMERCE_CATEGORIES) : [];
  const byFile = new Map(fixtures.map((fixture) => [fixture.file, fixture]));

  it('covers every commerce formatter and predicate', () => {
    const names = new Set(fixtures.map((fixture) => fixture.category.replace(/^[fp]:/, '')));
    for (const name of ['add-to-cart-btn', 'bookkeeper-money-format', 'cart-quantity', 'cart-subtotal', 'cart-url', 'from-price', 'normal-price']) {
      expect(names, name).toContain(name);
    }
    for (const name of ['percentage-format', 'product-checkout', 'product-price', 'product-quick-view', 'product-restock-notification']) {
      expect(names, name).toContain(name);
    }
    for (const name of ['product-scarcity', 'product-status', 'quantity-input', 'sale-price', 'subscription-price', 'variant-descriptor']) {
      expect(names, name).toContain(name);
    }
    for (const name of ['variants-select', 'summary-form-field-likert', 'has-variants', 'on-sale', 'sold-out', 'varied-prices']) {
      expect(names, name).toContain(name);
    }
    expect(fixtures.length).toBeGreaterThanOrEqual(150);
  });

  for (const fixture of fixtures) {
    const twin = OLDER_BUTTON_TWINS[fixture.file];
    if (twin) {
      it(`${fixture.file} renders the reference suite's button, as ${twin}`, () => {
        const sibling = byFile.get(twin);
        expect(sibling?.json).toEqual(fixture.json);
        expect(renderCommerce(fixture.template, fixture.json, fixture.locale).trim()).toBe(sibling?.output.trim());
      });
    } else {
      it(`${fixture.file} (${fixture.category})`, () => {
        expect(renderCommerce(fixture.template, fixture.json, fixture.locale).trim()).toBe(fixture.output.trim());
      });
    }
  }
});
