export { createCensus, TRACKING_TIMEOUT_MS } from './census';
export type { Census, CensusOptions, TrackingData } from './census';
export { createTrackingClient, TRACKING_EVENTS_PATH, SITE_VISITOR_METRICS_FLAG, INTERNAL_HOSTS } from './events';
export type { TrackingClient, TrackingClientOptions, TrackingEventData, TrackingEventName } from './events';
export { PAGE_TYPE, isProductDetailPage, isProductListingPage, isEditingArea, isVisitorTracked, readSiteUser } from './page-context';
export type { PageContext, SiteUser } from './page-context';
export { apiUrl, apiRequest, postBeacon } from './transport';
export type { ApiRequestOptions } from './transport';
export { randomId } from './random-id';
