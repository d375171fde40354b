import { describe, expect, it } from 'vitest';
import { isOnSale, isSoldOut, listProducts, PRODUCT_TYPE, SEED_CATALOGUE } from '../store';
import { openDatabase } from '../database';
import { reseed, seedIfEmpty } from './seed';

describe('the seed catalogue', () => {
  const products = SEED_CATALOGUE;

  it('has at least 12 products with unique ids, slugs and SKUs', () => {
    expect(products.length).toBeGreaterThanOrEqual(12);
    const skus = products.flatMap((product) => product.variants.map((variant) => variant.sku));
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('covers every product type the storefront sells', () => {
    expect(new Set(products.map((product) => product.productType))).toEqual(
      new Set([PRODUCT_TYPE.physical, PRODUCT_TYPE.digital, PRODUCT_TYPE.service, PRODUCT_TYPE.giftCard]),
    );
  });

  it('has a physical product with Size and Color options whose variants carry both attributes', () => {
    const withOptions = products.find(
      (product) => product.productType === PRODUCT_TYPE.physical && product.variantOptionOrdering.join() === 'Size,Color',
    );
    expect(withOptions?.variants.length).toBeGreaterThan(1);
    for (const variant of withOptions?.variants ?? []) expect(Object.keys(variant.attributes).sort()).toEqual(['Color', 'Size']);
  });

  it('sells gift cards in denominations, one variant each', () => {
    const giftCard = products.find((product) => product.productType === PRODUCT_TYPE.giftCard);
    expect(giftCard?.variants.map((variant) => variant.priceCents)).toEqual([2500, 5000, 10000]);
  });

  it('has subscribable products with a billing period', () => {
    const subscribable = products.filter((product) => product.subscriptionPlan !== null);
    expect(subscribable.length).toBeGreaterThan(0);
    for (const product of subscribable) {
      expect([PRODUCT_TYPE.physical, PRODUCT_TYPE.service]).toContain(product.productType);
      expect(['WEEK', 'MONTH', 'YEAR']).toContain(product.subscriptionPlan?.billingPeriod.unit);
    }
  });

  it('has a sold-out product, a product on sale and products with only 1 to 3 left', () => {
    expect(products.some(isSoldOut)).toBe(true);
    expect(products.some(isOnSale)).toBe(true);
    const scarce = products.filter((product) =>
      product.variants.some((variant) => !variant.unlimited && variant.qtyInStock >= 1 && variant.qtyInStock <= 3),
    );
    expect(scarce.length).toBeGreaterThanOrEqual(2);
  });

  it('prices products in three currencies, JPY among them, in whole minor units', () => {
    expect(new Set(products.map((product) => product.currency))).toEqual(new Set(['USD', 'EUR', 'JPY']));
    for (const variant of products.flatMap((product) => product.variants)) {
      expect(Number.isSafeInteger(variant.priceCents)).toBe(true);
    }
  });
});

describe('seeding', () => {
  it('fills an empty database once', () => {
    const db = openDatabase(':memory:');
    expect(seedIfEmpty(db)).toBe(true);
    expect(seedIfEmpty(db)).toBe(false);
    expect(listProducts(db)).toEqual(SEED_CATALOGUE);
    db.close();
  });

  it('starts afresh on reseed: carts gone, catalogue as seeded', () => {
    const db = openDatabase(':memory:');
    seedIfEmpty(db);
    db.prepare('UPDATE variants SET qty_in_stock = 0').run();
    db.prepare("INSERT INTO carts (id, token, created) VALUES ('c1', 't1', 1)").run();
    reseed(db);
    expect(db.prepare('SELECT count(*) AS count FROM carts').get()).toEqual({ count: 0 });
    expect(listProducts(db)).toEqual(SEED_CATALOGUE);
    db.close();
  });
});

describe('the QA accounts', () => {
  const accounts = (db: ReturnType<typeof openDatabase>) =>
    (db.prepare('SELECT count(*) AS count FROM site_users').get() as { count: number }).count;

  it('are seeded by default, as the QA demo starts', () => {
    const db = openDatabase(':memory:');
    seedIfEmpty(db);
    expect(accounts(db)).toBeGreaterThan(0);
    db.close();
  });

  it('are left out of a demo started without them, by seeding and by reseeding', () => {
    const db = openDatabase(':memory:');
    seedIfEmpty(db, { qaAccounts: false });
    expect(accounts(db)).toBe(0);
    expect(listProducts(db).length).toBeGreaterThan(0);
    reseed(db, { qaAccounts: false });
    expect(accounts(db)).toBe(0);
    db.close();
  });
});
