export { mountWidget } from './mount-widget';
export { RuntimeContext, useRuntime } from './runtime-context';
export { useCart } from './use-cart';
export { useAnnounceChange } from './use-announce';
export { announce, ensureLiveRegion } from './live-region';
export { injectStyles } from './inject-styles';
export { Alert } from './alert';
export type { AlertProps } from './alert';
export { WidgetAttributeError, requiredAttribute, wholeNumberAttribute } from './attributes';
