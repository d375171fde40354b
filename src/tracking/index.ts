export { createCensus, TRACKING_TIMEOUT_MS } from './census';
export type { Census, CensusOptions, TrackingData } from './census';
export { PAGE_TYPE, isProductDetailPage, isProductListingPage, isEditingArea, isVisitorTracked, readSiteUser } from './page-context';
export type { PageContext, SiteUser } from './page-context';
export { apiUrl, apiRequest, postBeacon } from './transport';
export type { ApiRequestOptions } from './transport';
export { randomId } from './random-id';
