export { startLoader } from './loader';
export type { LoaderChunks, LoaderOptions } from './loader';
export { startRuntime } from './runtime';
export { startTelemetry } from './telemetry';
export { readLoaderConfig } from './config';
export type {
  StorefrontConfig,
  StorefrontKit,
  WidgetRuntime,
  WidgetModule,
  MountWidget,
  RuntimeModule,
  RuntimeOptions,
  TelemetryModule,
  TelemetryChunkOptions,
} from './types';
