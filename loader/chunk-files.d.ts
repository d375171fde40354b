/**
 * Written by the build (vite.config.ts) once the widget chunks exist: their hashed file names,
 * relative to the loader's own URL.
 */
declare module 'virtual:storefront-chunk-files' {
  export const RUNTIME_FILE: string;
  export const POPOVER_FILE: string;
  export const TELEMETRY_FILE: string;
  /** `data-widget` name → chunk file. */
  export const WIDGET_FILES: Readonly<Record<string, string>>;
}
