// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TYPE, type PageContext } from '../site';
import { censusRequestOf, recordCensus, recordPageview, type CensusCall, type CensusOptions } from './index';

const recordCall = (options: CensusOptions, call: CensusCall) => recordCensus(options, censusRequestOf(call));

const productPage: PageContext = {
  pageType: PAGE_TYPE.contentItem,
  product: { id: 'prod-1', name: 'Mug' },
  collection: { id: 'col-9', type: 13 },
  website: { id: 'site-1', locale: 'en-US' },
  templateId: 'tpl-3',
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function sentRequest(index = 0): { url: string; init: RequestInit; form: URLSearchParams; data: Record<string, unknown> } {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`no request #${index} was sent`);
  const init = call[1] ?? {};
  const form = init.body as URLSearchParams;
  return { url: String(call[0]), init, form, data: JSON.parse(form.get('data') ?? 'null') as Record<string, unknown> };
}

beforeEach(() => {
  clearCookies();
  history.replaceState(null, '', '/shop/mug');
  document.title = 'Mug — Shop';
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a pageview on a product page', () => {
  it('posts the hit form-encoded to RecordHit with the crumb as CSRF header', async () => {
    document.cookie = 'crumb=abc123; path=/';
    await recordPageview({ apiRoot: '/', pageContext: productPage });

    const { url, init, form } = sentRequest();
    expect(url).toBe('/api/census/RecordHit');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'X-CSRF-Token': 'abc123' });
    expect(form).toBeInstanceOf(URLSearchParams);
    expect([...form.keys()].sort()).toEqual(['data', 'event', 'ss_cvr']);
    expect(form.get('event')).toBe('view');
  });

  it('carries the hit data of the page', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    await recordPageview({ apiRoot: '/', pageContext: productPage });

    expect(sentRequest().data).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-3',
      website_locale: 'en-US',
      userAgent: navigator.userAgent,
      clientDate: 1_700_000_000_000,
      viewportInnerWidth: window.innerWidth,
      viewportInnerHeight: window.innerHeight,
      screenWidth: screen.width,
      screenHeight: screen.height,
      url: '/shop/mug',
      title: 'Mug — Shop',
      itemId: 'prod-1',
      recordType: 11,
      collectionId: 'col-9',
    });
    vi.restoreAllMocks();
  });

  it('sends the API root in front of the path', async () => {
    await recordPageview({ apiRoot: 'https://api.example.com/store', pageContext: productPage });
    expect(sentRequest().url).toBe('https://api.example.com/store/api/census/RecordHit');
  });
});

describe('the visitor cookies', () => {
  it('creates a 2-year visitor id and a 30-minute visit id, and sends the visitor id', async () => {
    const writes: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
    const descriptor = owner ? Object.getOwnPropertyDescriptor(owner, 'cookie') : undefined;
    if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie has no accessor here');
    const { get, set } = descriptor;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        return get.call(this);
      },
      set(value: string) {
        writes.push(value);
        set.call(this, value);
      },
    });
    try {
      await recordPageview({ apiRoot: '/', pageContext: productPage });
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }

    expect(writes.find((w) => w.startsWith('ss_cvr='))).toMatch(/max-age=63072000/);
    expect(writes.find((w) => w.startsWith('ss_cvt='))).toMatch(/max-age=1800/);
    const visitorId = /ss_cvr=([0-9a-f]{32})/.exec(document.cookie)?.[1];
    expect(visitorId).toBeDefined();
    expect(sentRequest().form.get('ss_cvr')).toBe(visitorId);
  });

  it('keeps the visitor id a returning visitor already has', async () => {
    document.cookie = 'ss_cvr=returning-visitor; path=/';
    await recordPageview({ apiRoot: '/', pageContext: productPage });
    expect(sentRequest().form.get('ss_cvr')).toBe('returning-visitor');
    expect(document.cookie).toContain('ss_cvr=returning-visitor');
  });
});

describe('pages and visitors that are not tracked', () => {
  it.each(['/search', '/search/'])('never records a pageview on %s', async (path) => {
    history.replaceState(null, '', path);
    await recordPageview({ apiRoot: '/', pageContext: { pageType: 102 } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still records a page whose path only starts with "search"', async () => {
    history.replaceState(null, '', '/searchlight-lamp');
    await recordPageview({ apiRoot: '/', pageContext: productPage });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not found', PAGE_TYPE.notFound],
    ['lock screen', PAGE_TYPE.lockScreen],
    ['member area access denied', PAGE_TYPE.memberAreaAccessDenied],
  ])('sends nothing on a %s page', async (_name, pageType) => {
    await recordPageview({ apiRoot: '/', pageContext: { pageType } });
    await recordCall({ apiRoot: '/', pageContext: { pageType } }, { kind: 'button-render', data: { buttonId: 'b' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('ss_cvr');
  });

  it.each([
    ['an admin', [1]],
    ['an editor who is also a viewer', [4, 10]],
    ['a contributor without a role', []],
  ])('skips %s who is signed in', async (_name, websiteRoles) => {
    await recordPageview({ apiRoot: '/', pageContext: { ...productPage, websiteRoles } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tracks a signed-in contributor whose only role is viewer', async () => {
    await recordPageview({ apiRoot: '/', pageContext: { ...productPage, websiteRoles: [10] } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('census delivery', () => {
  it('lets every call outlive the page, so a click that navigates away is still counted', async () => {
    await recordCall({ apiRoot: '/', pageContext: productPage }, { kind: 'button-click', data: { blockId: 'b' } });
    expect(sentRequest().init.keepalive).toBe(true);
  });
});

describe('census failures', () => {
  it('ignores a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(recordPageview({ apiRoot: '/', pageContext: productPage })).resolves.toBeUndefined();
  });

  it('ignores a server error', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"boom"}', { status: 500 }));
    await expect(
      recordCall({ apiRoot: '/', pageContext: productPage }, { kind: 'button-click', data: { buttonId: 'b' } }),
    ).resolves.toBeUndefined();
  });

  it('gives up on a call that has not answered after 2500 ms', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled = false;
    void recordCall({ apiRoot: '/', pageContext: productPage }, { kind: 'button-click', data: { buttonId: 'b' } }).then(
      () => (settled = true),
    );

    await vi.advanceTimersByTimeAsync(2499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(sentRequest().init.signal?.aborted).toBe(true);
  });
});

describe('button, form, overlay and quick-view calls', () => {
  it('posts the hit data and the call data to their own paths', async () => {
    const options = { apiRoot: '/', pageContext: productPage };
    await recordCall(options, { kind: 'button-click', data: { buttonId: 'buy' } });
    await recordCall(options, { kind: 'button-render', data: { buttonId: 'buy' } });
    await recordCall(options, { kind: 'form-render', data: { formId: 'f-1' } });
    await recordCall(options, { kind: 'overlay', data: { overlayId: 'o-1' } });
    await recordCall(options, { kind: 'quick-view', itemId: 'item/7' });

    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/census/button-click',
      '/api/census/button-render',
      '/api/census/form-render',
      '/api/census/overlay',
      '/api/census/RecordQuickView/item%2F7',
    ]);
    expect(sentRequest(0).data).toMatchObject({ buttonId: 'buy', websiteId: 'site-1', url: '/shop/mug' });
    expect(sentRequest(2).data).toMatchObject({ formId: 'f-1' });
  });

  it('records buttons on the search page too', async () => {
    history.replaceState(null, '', '/search');
    await recordCall({ apiRoot: '/', pageContext: { pageType: 102 } }, { kind: 'button-click', data: { buttonId: 'b' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
