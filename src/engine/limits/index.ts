export { DEFAULT_LIMITS, resolveLimits } from './limits';
export type { EngineLimits } from './limits';
