import { describe, expect, it } from 'vitest';
import {
  CONTENT_PAGE_URL_ID,
  FORM_PAGE_URL_ID,
  STORE_PAGE_URL_ID,
  newPageUrlId,
  newPageUrlIdHint,
  takenUrlIdsOf,
  type NewPageUrlIdRule,
} from './index';

const RULES: readonly [string, NewPageUrlIdRule][] = [
  ['store', STORE_PAGE_URL_ID],
  ['content', CONTENT_PAGE_URL_ID],
  ['form', FORM_PAGE_URL_ID],
];

describe('newPageUrlId', () => {
  describe.each(RULES)('a %s page left empty', (_, rule) => {
    it('is derived from the title, suffixed from 1 when another page has it', () => {
      expect(newPageUrlId('Linen', '', [], rule)).toEqual({ urlId: 'linen' });
      expect(newPageUrlId('Linen', '  ', ['linen'], rule)).toEqual({ urlId: 'linen-1' });
      expect(newPageUrlId('Linen', '', ['linen', 'linen-1'], rule)).toEqual({ urlId: 'linen-2' });
    });
  });

  it('falls back to each kind’s own title when the title gives fewer than 3 characters', () => {
    expect(newPageUrlId('Go', '', [], STORE_PAGE_URL_ID)).toEqual({ urlId: 'store' });
    expect(newPageUrlId('☕', '', ['page'], CONTENT_PAGE_URL_ID)).toEqual({ urlId: 'page-1' });
    expect(newPageUrlId('AB', '', [], FORM_PAGE_URL_ID)).toEqual({ urlId: 'form-page' });
  });

  it('makes a written store page id a URL id, suffixed on collision; nothing usable written follows the title', () => {
    expect(newPageUrlId('Ceramics', 'Pots & Bowls', [], STORE_PAGE_URL_ID)).toEqual({ urlId: 'pots-bowls' });
    expect(newPageUrlId('Ceramics', 'Shop', ['shop'], STORE_PAGE_URL_ID)).toEqual({ urlId: 'shop-1' });
    expect(newPageUrlId('Ceramics', '!!', [], STORE_PAGE_URL_ID)).toEqual({ urlId: 'ceramics' });
  });

  it.each([
    ['content', CONTENT_PAGE_URL_ID],
    ['form', FORM_PAGE_URL_ID],
  ])('takes a written %s page id as written, refusing one that is no URL id or that another page has', (_, rule) => {
    expect(newPageUrlId('Anything', ' visit ', ['studio'], rule)).toEqual({ urlId: 'visit' });
    expect(newPageUrlId('Anything', 'studio', ['studio'], rule)).toEqual({
      refused: 'taken',
      message: 'Another page already has the URL id "studio". Choose another.',
    });
    expect(newPageUrlId('Anything', 'Pots & Bowls', [], rule)).toEqual({
      refused: 'malformed',
      message: 'A URL id has at least 3 characters: lower-case letters, digits and single hyphens between them',
    });
  });
});

describe('newPageUrlIdHint', () => {
  describe.each(RULES)('for a %s page', (_, rule) => {
    it('asks for a title while there is none and nothing is written', () => {
      expect(newPageUrlIdHint(' ', '', ['linen'], rule)).toBe('Empty: derived from the title, made unique among the site’s pages.');
      expect(newPageUrlIdHint('', '', undefined, rule)).toBe('Empty: derived from the title, made unique among the site’s pages.');
    });

    it('says exactly where the page will be, the derived id suffixed when another page has it', () => {
      expect(newPageUrlIdHint('Linen', '', [], rule)).toBe('The page will be at /linen.');
      expect(newPageUrlIdHint('Linen', '', ['linen'], rule)).toBe('The page will be at /linen-1.');
      expect(newPageUrlIdHint('Linen', 'bed-linen', ['linen'], rule)).toBe('The page will be at /bed-linen.');
    });

    it('without the site’s ids, says the derived id and that a number may be added', () => {
      expect(newPageUrlIdHint('Opening Hours', '', undefined, rule)).toBe(
        'Empty: derived from the title, /opening-hours (a number is added when another page has it).',
      );
    });
  });

  it('names the fallback a short title gives', () => {
    expect(newPageUrlIdHint('☕', '', ['page'], CONTENT_PAGE_URL_ID)).toBe('The page will be at /page-1.');
    expect(newPageUrlIdHint('Go', '', [], STORE_PAGE_URL_ID)).toBe('The page will be at /store.');
  });

  it('shows a store page’s written id as it will be sent', () => {
    expect(newPageUrlIdHint('Tea things', 'Shop', ['shop'], STORE_PAGE_URL_ID)).toBe('The page will be at /shop-1.');
    expect(newPageUrlIdHint('Tea things', 'Shop', undefined, STORE_PAGE_URL_ID)).toBe(
      'The page will be at /shop (a number is added when another page has it).',
    );
  });

  it('says before the submit the refusal a written content or form page id will meet', () => {
    expect(newPageUrlIdHint('Opening hours', 'studio', ['studio'], CONTENT_PAGE_URL_ID)).toBe(
      'Another page already has the URL id "studio". Choose another.',
    );
    expect(newPageUrlIdHint('Opening hours', 'St', [], FORM_PAGE_URL_ID)).toBe(
      'A URL id has at least 3 characters: lower-case letters, digits and single hyphens between them',
    );
    expect(newPageUrlIdHint('Opening hours', 'studio', undefined, CONTENT_PAGE_URL_ID)).toBe(
      'The page will be at /studio unless another page has it.',
    );
  });
});

describe('takenUrlIdsOf', () => {
  it('lists the reserved ids and the first segment of every page’s', () => {
    const page = { id: 'p', title: 'P', fullUrl: '', type: 'page', status: 'published', locked: false, membersOnly: false } as const;
    expect(
      takenUrlIdsOf({
        reservedUrlIds: ['cart', 'api'],
        collections: [
          { ...page, urlId: 'shop' },
          { ...page, urlId: 'journal/first-post' },
        ],
      }),
    ).toEqual(['cart', 'api', 'shop', 'journal']);
  });
});
