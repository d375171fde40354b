export { startLoader } from './loader';
export type { LoaderChunks, LoaderOptions } from './loader';
export { startRuntime } from './runtime';
export { startTelemetry } from './telemetry';
export { readLoaderConfig } from './config';
export { MARKUP_WIDGETS, PRESS_ATTRIBUTE, WIDGET_SELECTOR, widgetNameOf } from './markup';
export type {
  StorefrontConfig,
  StorefrontKit,
  WidgetRuntime,
  WidgetModule,
  MountWidget,
  RuntimeModule,
  RuntimeOptions,
  RuntimeChunks,
  PageRuntime,
  TelemetryModule,
  TelemetryChunkOptions,
  SessionReplayChunkOptions,
  SessionReplayModule,
} from './types';
