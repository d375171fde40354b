import { COOKIE, readCookie } from '../site';
import type { PageContext } from '../site';
import { isProductDetailPage, isProductListingPage } from './page-context';
import { apiUrl, postBeacon } from './transport';

/** Where shopping and gated-content events go: form fields `crumb`, `event`, `data` (JSON). */
export const TRACKING_EVENTS_PATH = '/api/census/events';

/** The beta flag without which listing visits are not sent. */
export const SITE_VISITOR_METRICS_FLAG = 'site_visitor_metrics';

/** Hosts whose events are tagged `staging`: an exact name, or a suffix when it starts with a dot. */
export const INTERNAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', '.localhost', '.internal', '.test'];

/** Each event name and the data it carries; `websiteId` and `environment` are added to all. */
export interface TrackingEventData {
  product_page_visit: { productId: string; productName?: string; productType?: number };
  product_listing_visit: { pageId: string };
  add_to_cart: { productId: string; sku: string; quantity: number };
  view_cart: { cartId: string; totalQuantity: number; subtotalCents: number };
  remove_from_cart: { productId: string; sku: string; quantity: number };
  related_products_display: { productId: string; relatedProductIds: readonly string[] };
  related_product_click: { productId: string; relatedProductId: string };
  related_product_add_to_cart: { productId: string; relatedProductId: string; sku: string; quantity: number };
  reviews_tab_click: { productId: string };
  reviews_anchor_click: { productId: string };
  video_list_view: { collectionId: string };
  video_detail_view: { videoId: string; viewer_access_status: string };
  access_denied_view: { collectionId: string };
  join_click: { collectionId: string };
  third_party_video_click: { videoId: string; provider: string };
}

export type TrackingEventName = keyof TrackingEventData;

// Typed as a record so the compiler insists on every event of TrackingEventData, and no other.
const EVENT_NAMES: Record<TrackingEventName, true> = {
  product_page_visit: true,
  product_listing_visit: true,
  add_to_cart: true,
  view_cart: true,
  remove_from_cart: true,
  related_products_display: true,
  related_product_click: true,
  related_product_add_to_cart: true,
  reviews_tab_click: true,
  reviews_anchor_click: true,
  video_list_view: true,
  video_detail_view: true,
  access_denied_view: true,
  join_click: true,
  third_party_video_click: true,
};

/** Every event name, for the platform side that checks what arrives. */
export const TRACKING_EVENT_NAMES = Object.keys(EVENT_NAMES) as readonly TrackingEventName[];

export interface TrackingClientOptions {
  apiRoot: string;
  pageContext: PageContext;
  /** @default INTERNAL_HOSTS */
  internalHosts?: readonly string[];
}

export interface TrackingClient {
  /** Sends one event, only when the visitor census cookie exists. Never throws. */
  track<E extends TrackingEventName>(event: E, data: TrackingEventData[E]): void;
  /** The page's own visit event: product page visit, or listing visit (with the beta flag), else nothing. */
  trackPageVisit(): void;
}

/** Creates the one client every shopping and gated-content event goes through; creating it sends nothing. */
export function createTrackingClient({ apiRoot, pageContext, internalHosts = INTERNAL_HOSTS }: TrackingClientOptions): TrackingClient {
  const track: TrackingClient['track'] = (event, data) => {
    try {
      if (readCookie(COOKIE.census) === undefined) return;
      if (event === 'product_listing_visit' && !pageContext.betaFeatureFlags?.includes(SITE_VISITOR_METRICS_FLAG)) return;
      const environment = isInternalHost(location.hostname, internalHosts) ? 'staging' : 'production';
      const body = new URLSearchParams({
        crumb: readCookie(COOKIE.crumb) ?? '',
        event,
        data: JSON.stringify({ ...data, websiteId: pageContext.website?.id, environment }),
      });
      postBeacon(apiUrl(apiRoot, TRACKING_EVENTS_PATH), body);
    } catch {
      // Analytics fail open.
    }
  };
  return {
    track,
    trackPageVisit: () => {
      try {
        const { product, collection } = pageContext;
        if (isProductDetailPage(pageContext) && product?.id !== undefined) {
          track('product_page_visit', {
            productId: product.id,
            ...(product.name !== undefined && { productName: product.name }),
            ...(product.productType !== undefined && { productType: product.productType }),
          });
        } else if (isProductListingPage(pageContext) && collection?.id !== undefined) {
          track('product_listing_visit', { pageId: collection.id });
        }
      } catch {
        // Analytics fail open.
      }
    },
  };
}

function isInternalHost(hostname: string, internalHosts: readonly string[]): boolean {
  return internalHosts.some((host) => (host.startsWith('.') ? hostname.endsWith(host) : hostname === host));
}
