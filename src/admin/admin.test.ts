import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '../platform';
import {
  ADMIN_MESSAGE,
  AdminValidationError,
  MainNavigationMissingError,
  StorePageNavigationError,
  adminFailureOf,
  checkLinkAddress,
  createCategory,
  createStorePage,
  deleteMultilingualConnection,
  getHeaderFooter,
  getLanguages,
  getMultilingualSettings,
  getMultilingualStatus,
  getSiteLayout,
  mainNavigationOf,
  moveProductsToStore,
  pageStatusLabels,
  saveHeaderFooter,
  publishHeaderFooterPart,
  saveLanguages,
  updateNavigation,
  upgradePathOf,
  type NavigationItem,
} from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A client whose platform answers with `answer`; every request it sent is in `requests`. */
function platform(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Sent[] = [];
  const client = createPlatformClient({
    baseUrl: 'https://shop.example/',
    getRetries: 0,
    fetch: async (request) => {
      const text = request.method === 'GET' ? '' : await request.clone().text();
      requests.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text === '' ? undefined : JSON.parse(text),
      });
      return answer(request);
    },
  });
  return { client, requests };
}

const page = (collectionId: string, title: string): NavigationItem => ({
  collectionId,
  externalLink: null,
  memberAreaId: null,
  title,
  newWindow: false,
  items: [],
});

const LAYOUT = {
  templateId: 'tmpl-1',
  layout: [
    {
      identifier: 'main-navigation',
      links: [{ collectionId: 'shop', externalLink: null, memberAreaId: null, title: 'Shop', newWindow: false, children: [] }],
    },
  ],
  collections: [],
  reservedUrlIds: ['cart'],
};

describe('header and footer', () => {
  it('reads them with GET and saves both with PUT', async () => {
    const { client, requests } = platform((request) =>
      request.method === 'GET' ? json(200, { header: '<p>Hi</p>', footer: '' }) : json(200, { header: '', footer: '<p>Bye</p>' }),
    );
    expect(await getHeaderFooter(client)).toEqual({ header: '<p>Hi</p>', footer: '', heldSanitized: [] });
    expect(await saveHeaderFooter(client, { header: '', footer: '<p>Bye</p>' })).toEqual({
      header: '',
      footer: '<p>Bye</p>',
      heldSanitized: [],
    });
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/api/site-header-footer', undefined],
      ['PUT', '/api/site-header-footer', { header: '', footer: '<p>Bye</p>' }],
    ]);
  });

  it('reads which parts are held sanitized, and publishes one as read', async () => {
    const { client, requests } = platform((request) =>
      request.method === 'GET'
        ? json(200, { header: '<meta http-equiv="refresh">', footer: '', heldSanitized: ['header', 'sidebar'] })
        : json(200, { header: '<meta http-equiv="refresh">', footer: '', heldSanitized: [] }),
    );
    expect((await getHeaderFooter(client)).heldSanitized).toEqual(['header']);
    expect((await publishHeaderFooterPart(client, 'header', '<meta http-equiv="refresh">')).heldSanitized).toEqual([]);
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/api/site-header-footer', undefined],
      ['POST', '/api/site-header-footer/publish', { part: 'header', html: '<meta http-equiv="refresh">' }],
    ]);
  });

  it('refuses a footer over 20,000 characters without sending it', async () => {
    const { client, requests } = platform(() => json(200, {}));
    await expect(saveHeaderFooter(client, { header: '', footer: 'x'.repeat(20_001) })).rejects.toThrow(
      new AdminValidationError('footer', 'The footer can have at most 20,000 characters'),
    );
    expect(requests).toEqual([]);
  });
});

describe('languages', () => {
  it('reads settings, status and languages, saves the list and deletes the connection', async () => {
    const { client, requests } = platform((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/settings'))
        return json(200, { defaultLanguage: 'en-US', availableLanguages: [{ code: 'fr-FR', name: 'French' }] });
      if (path.endsWith('/status')) return json(200, { connected: true, provider: 'Demo Translate' });
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return json(200, { languages: [{ code: 'en-US', name: 'English (United States)', isDefault: true }] });
    });
    expect((await getMultilingualSettings(client)).defaultLanguage).toBe('en-US');
    expect(await getMultilingualStatus(client)).toEqual({ connected: true, provider: 'Demo Translate' });
    expect(await getLanguages(client)).toHaveLength(1);
    await saveLanguages(client, [
      { code: 'en-US', isDefault: true },
      { code: 'fr-FR', isDefault: false },
    ]);
    await deleteMultilingualConnection(client);
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/api/multilingual/settings', undefined],
      ['GET', '/api/multilingual/status', undefined],
      ['GET', '/api/multilingual/languages', undefined],
      [
        'PUT',
        '/api/multilingual/languages',
        {
          languages: [
            { code: 'en-US', isDefault: true },
            { code: 'fr-FR', isDefault: false },
          ],
        },
      ],
      ['DELETE', '/api/multilingual/connection', undefined],
    ]);
  });

  it.each([
    [[], 'A site needs at least one language'],
    [[{ code: 'en-US', isDefault: false }], 'Exactly one language must be the default'],
    [
      [
        { code: 'en-US', isDefault: true },
        { code: 'EN-us', isDefault: false },
      ],
      'Each language can be added once',
    ],
  ])('refuses %j: %s', async (languages, message) => {
    const { client, requests } = platform(() => json(200, {}));
    await expect(saveLanguages(client, languages)).rejects.toThrow(message);
    expect(requests).toEqual([]);
  });
});

describe('site layout and navigation', () => {
  it('reads the layout and posts the navigation update', async () => {
    const { client, requests } = platform((request) => (request.method === 'GET' ? json(200, LAYOUT) : json(200, {})));
    const layout = await getSiteLayout(client);
    expect(mainNavigationOf(layout).identifier).toBe('main-navigation');
    const folder: NavigationItem = {
      collectionId: null,
      externalLink: null,
      memberAreaId: null,
      title: 'More',
      newWindow: false,
      items: [page('blog', 'Journal')],
    };
    await updateNavigation(client, { fieldName: 'main-navigation', templateId: 'tmpl-1', navigation: { items: [folder] } });
    expect(requests[1]).toMatchObject({
      method: 'POST',
      path: '/api/widget/UpdateNavigation',
      body: { fieldName: 'main-navigation', templateId: 'tmpl-1', navigation: { items: [folder] } },
    });
  });

  it("says 'Unable to find site main navigation' for a layout without a first entry", () => {
    expect(() => mainNavigationOf({ layout: [] })).toThrow(new MainNavigationMissingError());
    expect(new MainNavigationMissingError().message).toBe('Unable to find site main navigation');
  });

  it.each([
    [[{ ...page('shop', 'Shop'), items: [page('blog', 'Journal')] }], 'Only a folder can hold other items ("Shop" is not one)'],
    [
      [{ ...page('x', ''), collectionId: null, title: 'A', items: [{ ...page('y', ''), collectionId: null, title: 'B' }] }],
      'A folder cannot hold another folder ("B")',
    ],
    [
      [{ ...page('x', ''), collectionId: null, externalLink: 'javascript:alert(1)', title: 'Bad' }],
      'javascript:alert(1) is not a valid page URL',
    ],
    [
      [{ ...page('x', ''), collectionId: null, title: 'More', newWindow: true }],
      'A folder cannot open in a new window ("More"): its links can',
    ],
    [Array.from({ length: 251 }, (_, index) => page(`p${index}`, 'Page')), 'The navigation can hold at most 250 items'],
  ])('refuses a tree the server would: %#', async (items, message) => {
    const { client, requests } = platform(() => json(200, {}));
    await expect(updateNavigation(client, { fieldName: 'main-navigation', templateId: 't', navigation: { items } })).rejects.toThrow(
      message,
    );
    expect(requests).toEqual([]);
  });

  it.each([
    ['/shop', undefined],
    ['https://example.com/a', undefined],
    ['mailto:hello@example.com', undefined],
    ['tel:+15551234', undefined],
    ['example', 'example is not a valid page URL'],
    ['//evil.example', '//evil.example is not a valid page URL'],
    ['', 'An empty address is not a valid page URL'],
  ])('link address %j → %s', (address, message) => {
    expect(checkLinkAddress(address)).toBe(message);
  });
});

describe('store pages', () => {
  const input = { title: 'Ceramics', urlId: 'ceramics', description: 'Bowls and cups', enabled: true };

  it('creates the product collection with the spec payload and adds it to the main navigation', async () => {
    const { client, requests } = platform((request) => {
      if (request.method === 'GET') return json(200, LAYOUT);
      if (new URL(request.url).pathname.endsWith('/products')) return json(200, { id: 'new-1' });
      return json(200, {});
    });
    expect(await createStorePage(client, 'site 1', { ...input, addToMainNavigation: true })).toBe('new-1');
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/commondata/GetSiteLayout',
      'POST /api/content-service/product/1.1/websites/site%201/products',
      'POST /api/widget/UpdateNavigation',
    ]);
    expect(requests[1]?.body).toEqual({
      navigationTitle: 'Ceramics',
      title: 'Ceramics',
      urlId: 'ceramics',
      description: 'Bowls and cups',
      enabled: true,
    });
    expect(requests[2]?.body).toEqual({
      fieldName: 'main-navigation',
      templateId: 'tmpl-1',
      navigation: { items: [page('shop', 'Shop'), page('new-1', 'Ceramics')] },
    });
  });

  it('creates nothing when the main navigation is missing', async () => {
    const { client, requests } = platform(() => json(200, { ...LAYOUT, layout: [] }));
    await expect(createStorePage(client, 'w', { ...input, addToMainNavigation: true })).rejects.toThrow(
      'Unable to find site main navigation',
    );
    expect(requests.map(({ method }) => method)).toEqual(['GET']);
  });

  it('says the page exists when only the navigation update failed', async () => {
    const { client } = platform((request) => {
      if (request.method === 'GET') return json(200, LAYOUT);
      if (new URL(request.url).pathname.endsWith('/products')) return json(200, { id: 'new-1' });
      return json(500, { error: 'Boom' });
    });
    const failure = createStorePage(client, 'w', { ...input, addToMainNavigation: true });
    await expect(failure).rejects.toBeInstanceOf(StorePageNavigationError);
    await expect(failure).rejects.toMatchObject({ collectionId: 'new-1', urlId: 'ceramics' });
  });

  it('creates a category with type ROOT, LIST_VIEW and display index 1', async () => {
    const { client, requests } = platform(() => json(200, { id: 'cat-2' }));
    expect(await createCategory(client, 'w', 'c1', { displayName: 'Bowls', parentCategoryId: 'cat-1' })).toBe('cat-2');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/content-service/product/1.1/websites/w/products/c1/categories',
      body: { displayName: 'Bowls', parentCategoryId: 'cat-1', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 },
    });
  });

  it('refuses a category name over 25 characters, and a store over 200 products', async () => {
    const { client, requests } = platform(() => json(200, { id: 'x' }));
    await expect(createCategory(client, 'w', 'c1', { displayName: 'x'.repeat(26), parentCategoryId: null })).rejects.toThrow(
      'A category name can have at most 25 characters',
    );
    await expect(moveProductsToStore(client, 'w', 'c1', ['p1', 'p2'], 199)).rejects.toThrow('A store page can hold at most 200 products');
    expect(requests).toEqual([]);
  });

  it('refuses a URL id that is not one before sending', async () => {
    const { client, requests } = platform(() => json(200, { id: 'x' }));
    await expect(createStorePage(client, 'w', { ...input, urlId: 'Ce', addToMainNavigation: false })).rejects.toThrow(
      'A URL id has at least 3 characters',
    );
    expect(requests).toEqual([]);
  });
});

describe('what the owner is told', () => {
  it.each([
    ['a server failure without words', () => new Response(null, { status: 503 }), 'load', ADMIN_MESSAGE.loadResults],
    ['a 404', () => json(404, { error: 'Unknown store page "x"' }), 'save', ADMIN_MESSAGE.locateContent],
    ['a server refusal', () => json(400, { error: 'Enter a title' }), 'save', ADMIN_MESSAGE.somethingWrong],
  ] as const)('%s', async (_, answer, action, title) => {
    const { client } = platform(answer);
    const error = await client.get('api/x').catch((caught: unknown) => caught);
    expect(adminFailureOf(error, action).title).toBe(title);
  });

  it('names a network error and asks to check the connection', async () => {
    const client = createPlatformClient({
      baseUrl: 'https://shop.example/',
      getRetries: 0,
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    const error = await client.put('api/site-header-footer', {}).catch((caught: unknown) => caught);
    expect(adminFailureOf(error, 'save')).toEqual({ title: 'Network error', message: 'Please check your internet connection.' });
  });

  it('shows a validation message as it is', () => {
    expect(adminFailureOf(new AdminValidationError('title', 'Enter a title'), 'save')).toEqual({
      title: 'Something went wrong',
      message: 'Enter a title',
    });
  });
});

describe('labels and links', () => {
  it('labels page statuses with the spec words', () => {
    expect(pageStatusLabels({ status: 'published', locked: false, membersOnly: false })).toEqual([]);
    expect(pageStatusLabels({ status: 'needs-review', locked: true, membersOnly: true })).toEqual([
      'Needs Review',
      'Page locked',
      'Members only',
    ]);
    expect(
      ['scheduled', 'draft', 'private'].map((status) => pageStatusLabels({ status: status as 'draft', locked: false, membersOnly: false })),
    ).toEqual([['Scheduled'], ['Draft'], ['Private']]);
  });

  it('sends a trial site to the billing upgrade, a paid one to its subscriptions', () => {
    expect(upgradePathOf('trial')).toBe('/config/settings/billing/upgrade');
    expect(upgradePathOf('paid')).toBe('/config/settings/billing/subscriptions');
  });
});
