export { startLoader } from './loader';
export type { LoaderChunks, LoaderOptions } from './loader';
export { startRuntime } from './runtime';
export { readLoaderConfig } from './config';
export type { StorefrontConfig, StorefrontKit, WidgetRuntime, WidgetModule, MountWidget, RuntimeModule, RuntimeOptions } from './types';
