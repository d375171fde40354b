/**
 * Written by the build (vite.config.ts) once the chunks exist: the loader's chunks, each made by
 * `chunk` from its hashed file stems (relative to the loader’s own URL), space-separated: the chunk, then its static imports.
 */
declare module 'virtual:storefront-chunk-files' {
  import type { LoaderChunks } from './loader';

  export function loaderChunks(chunk: <T>(files: string) => () => Promise<T>): LoaderChunks;
}
