export { createPlatformClient } from './client';
export type { PlatformClient, PlatformClientOptions, RequestOptions } from './client';
export {
  PlatformError,
  CrumbError,
  RateLimitError,
  ResponseError,
  NetworkError,
  RequestTimeoutError,
  PLATFORM_ERROR_NAMES,
  isPlatformError,
  isCrumbError,
  isRateLimitError,
  shopperMessageOf,
} from './errors';
export type { PlatformErrorName, RequestTarget } from './errors';
