/**
 * Written by the build (vite.config.ts) once the chunks exist: the loader's chunks, each made by
 * `chunk` from its hashed file name (relative to the loader's own URL).
 */
declare module 'virtual:storefront-chunk-files' {
  import type { LoaderChunks } from './loader';

  export function loaderChunks(chunk: <T>(file: string) => () => Promise<T>): LoaderChunks;
}
