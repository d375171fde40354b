// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../site';
import { createTrackingClient } from './index';

const listingPage: PageContext = {
  pageType: 1,
  collection: { id: 'col-shop', type: 13 },
  website: { id: 'site-1' },
  betaFeatureFlags: ['site_visitor_metrics'],
};
const productPage: PageContext = {
  pageType: 50,
  product: { id: 'prod-1', name: 'Mug', productType: 1 },
  collection: { id: 'col-shop', type: 13 },
  website: { id: 'site-1' },
};

let beacon: ReturnType<typeof vi.fn<(url: string, body?: BodyInit | null) => boolean>>;

function setUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function sentEvents(): { url: string; crumb: string | null; event: string | null; data: Record<string, unknown> }[] {
  return beacon.mock.calls.map(([url, body]) => {
    const form = body as URLSearchParams;
    return {
      url,
      crumb: form.get('crumb'),
      event: form.get('event'),
      data: JSON.parse(form.get('data') ?? 'null') as Record<string, unknown>,
    };
  });
}

beforeEach(() => {
  setUrl('http://localhost:3000/shop');
  clearCookies();
  document.cookie = 'SS_MID=census-visitor; path=/';
  document.cookie = 'crumb=crumb-1; path=/';
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
});

describe('a shopping event', () => {
  it('goes by beacon, form-encoded, with the crumb, the event name and the data as JSON', () => {
    createTrackingClient({ apiRoot: '/', pageContext: productPage }).track('add_to_cart', {
      productId: 'prod-1',
      sku: 'SKU-1',
      quantity: 2,
    });

    expect(sentEvents()).toEqual([
      {
        url: '/api/census/events',
        crumb: 'crumb-1',
        event: 'add_to_cart',
        data: { productId: 'prod-1', sku: 'SKU-1', quantity: 2, websiteId: 'site-1', environment: 'staging' },
      },
    ]);
    expect(beacon.mock.calls[0]?.[1]).toBeInstanceOf(URLSearchParams);
  });

  it('is not sent when the visitor has no census cookie', () => {
    clearCookies();
    const client = createTrackingClient({ apiRoot: '/', pageContext: productPage });
    client.track('view_cart', { cartId: 'c', totalQuantity: 1, subtotalCents: 500 });
    client.trackPageVisit();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('is tagged production on a public host', () => {
    setUrl('https://shop.example.com/shop');
    document.cookie = 'SS_MID=census-visitor; path=/';
    createTrackingClient({ apiRoot: '/', pageContext: productPage }).track('reviews_tab_click', { productId: 'prod-1' });
    expect(sentEvents()[0]?.data['environment']).toBe('production');
  });

  it('is tagged staging on a host the site names as internal', () => {
    setUrl('https://preview.shop.example.com/shop');
    document.cookie = 'SS_MID=census-visitor; path=/';
    createTrackingClient({ apiRoot: '/', pageContext: productPage, internalHosts: ['.shop.example.com'] }).track('reviews_anchor_click', {
      productId: 'prod-1',
    });
    expect(sentEvents()[0]?.data['environment']).toBe('staging');
  });

  it('carries viewer_access_status on a video detail view', () => {
    createTrackingClient({ apiRoot: '/', pageContext: productPage }).track('video_detail_view', {
      videoId: 'v-1',
      viewer_access_status: 'denied',
    });
    expect(sentEvents()[0]).toMatchObject({ event: 'video_detail_view', data: { videoId: 'v-1', viewer_access_status: 'denied' } });
  });

  it('never throws, even when the beacon does', () => {
    beacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.stubGlobal('XMLHttpRequest', undefined);
    expect(() => createTrackingClient({ apiRoot: '/', pageContext: productPage }).track('join_click', { collectionId: 'c' })).not.toThrow();
  });
});

describe('the page visit', () => {
  it('is a product page visit on a product detail page', () => {
    createTrackingClient({ apiRoot: '/', pageContext: productPage }).trackPageVisit();
    expect(sentEvents()).toMatchObject([
      { event: 'product_page_visit', data: { productId: 'prod-1', productName: 'Mug', productType: 1, websiteId: 'site-1' } },
    ]);
  });

  it('is a listing visit with websiteId and pageId on a product listing page with the visitor-metrics flag', () => {
    createTrackingClient({ apiRoot: '/', pageContext: listingPage }).trackPageVisit();
    expect(sentEvents()).toMatchObject([{ event: 'product_listing_visit', data: { pageId: 'col-shop', websiteId: 'site-1' } }]);
  });

  it('is not sent for a listing page without the visitor-metrics flag', () => {
    const client = createTrackingClient({ apiRoot: '/', pageContext: { ...listingPage, betaFeatureFlags: [] } });
    client.trackPageVisit();
    client.track('product_listing_visit', { pageId: 'col-shop' });
    expect(beacon).not.toHaveBeenCalled();
  });

  it('is not sent for a listing page inside the site editor', () => {
    setUrl('http://localhost:3000/config/pages/shop');
    document.cookie = 'SS_MID=census-visitor; path=/';
    createTrackingClient({ apiRoot: '/', pageContext: listingPage }).trackPageVisit();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('is nothing on a page that is neither', () => {
    createTrackingClient({ apiRoot: '/', pageContext: { pageType: 2, website: { id: 'site-1' } } }).trackPageVisit();
    expect(beacon).not.toHaveBeenCalled();
  });
});
