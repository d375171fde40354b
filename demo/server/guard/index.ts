/**
 * The guard's door: what every request passes (sessions' write tokens, owner permissions, security
 * headers, the failure switch, rate limits).
 */
export { assertNoDemoFailure } from './failure-switch';
export {
  assertWriteToken,
  createViewCheck,
  isApiPath,
  ownerRoute,
  ownerRoutesOf,
  registerGuard,
  writeRoutesOf,
  writeTokenExempt,
  isApiRequest,
  SignInRequiredError,
  XsrfTokenError,
} from './guard';
export type { AssertMayView, OwnerRoute, WriteRoute, WriteTokenExemption } from './guard';
export { allowedHostsFor, loopbackHosts, MisdirectedRequestError } from './hosts';
export type { AllowedHosts } from './hosts';
export { clientKeyOf, createRateLimiter, DEFAULT_FORM_RATE_LIMIT } from './rate-limit';
export type { RateLimit } from './rate-limit';
export { BEACON_PATHS, contentSecurityPolicy, createStyleNonce, CSP_REPORT_PATH, SECURITY_HEADERS } from './security';
