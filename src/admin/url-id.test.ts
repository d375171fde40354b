import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_STORE_TITLE, isUrlId, MIN_URL_ID_LENGTH, slugify, storeUrlId } from './index';

const titles = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('Ceramics', 'A', '', '  ', 'Über Café', '☕☕', 'Shop', 'x-y'));
const idLists = fc.array(fc.oneof(fc.constantFrom('ceramics', 'ceramics-1', 'store', 'store-1', 'shop', 'ber-caf'), fc.string()), {
  maxLength: 12,
});

describe('slugify', () => {
  it.each([
    ['Ceramics', 'ceramics'],
    ['Ceramics & Glass', 'ceramics-glass'],
    ['  Über  Café ', 'uber-cafe'],
    ['--Tea--', 'tea'],
    ['☕', ''],
    ['2025 Collection', '2025-collection'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts a long title at a word boundary', () => {
    const slug = slugify('word '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('storeUrlId', () => {
  it('derives the id from the title', () => {
    expect(storeUrlId('Ceramics', [])).toBe('ceramics');
  });

  it('suffixes a colliding id with 1, then counts up until unique', () => {
    expect(storeUrlId('Ceramics', ['ceramics'])).toBe('ceramics-1');
    expect(storeUrlId('Ceramics', ['ceramics', 'ceramics-1', 'ceramics-2'])).toBe('ceramics-3');
    expect(storeUrlId('Ceramics', ['CERAMICS'])).toBe('ceramics-1');
  });

  it('falls back to the fallback title when the title gives fewer than 3 characters', () => {
    expect(storeUrlId('', [])).toBe('store');
    expect(storeUrlId('AB', [])).toBe('store');
    expect(storeUrlId('☕', ['store'])).toBe('store-1');
    expect(storeUrlId('Go', [], { fallbackTitle: 'Products' })).toBe('products');
  });

  it('refuses a fallback title that gives no usable id', () => {
    expect(() => storeUrlId('', [], { fallbackTitle: '!!' })).toThrow(
      new RangeError('fallbackTitle "!!" gives the URL id "", shorter than 3 characters'),
    );
  });

  it('is always unique among the existing ids', () => {
    fc.assert(
      fc.property(titles, idLists, (title, existing) => {
        const id = storeUrlId(title, existing);
        expect(existing.map((value) => value.toLowerCase())).not.toContain(id);
      }),
    );
  });

  it('is always at least 3 characters, and a URL id', () => {
    fc.assert(
      fc.property(titles, idLists, (title, existing) => {
        const id = storeUrlId(title, existing);
        expect(id.length).toBeGreaterThanOrEqual(MIN_URL_ID_LENGTH);
        expect(isUrlId(id)).toBe(true);
      }),
    );
  });

  it('gives the same id for the same title and the same ids, in any order', () => {
    fc.assert(
      fc.property(titles, idLists, (title, existing) => {
        expect(storeUrlId(title, [...existing].reverse())).toBe(storeUrlId(title, existing));
        expect(storeUrlId(title, existing)).toBe(storeUrlId(title, existing));
      }),
    );
  });

  it('keeps the title when it is free, and the fallback only for short titles', () => {
    fc.assert(
      fc.property(titles, (title) => {
        const slug = slugify(title);
        expect(storeUrlId(title, [])).toBe(slug.length >= MIN_URL_ID_LENGTH ? slug : slugify(FALLBACK_STORE_TITLE));
      }),
    );
  });
});
