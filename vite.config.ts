import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * The bundle is built in two passes, one process:
 *  1. `client`: the lazy chunks as ES modules with hashed names — the runtime (API client + cart
 *     store, no React), one chunk per widget, and one shared `react` chunk (React, ReactDOM and the
 *     widgets' shared UI layer).
 *  2. `loader`: `storefront.js`, a single classic script (IIFE) with the chunk file names from pass 1
 *     baked in. It has no static imports, so it works from a plain <script defer>, and it imports
 *     the chunks by URLs resolved against its own address, so the bundle works from any CDN path.
 */
const CHUNK_ENTRIES = {
  runtime: 'loader/runtime.ts',
  'cart-popover': 'widgets/cart-popover/index.ts',
  // Markup widgets: every key here is a valid `data-widget` name (loader/markup.ts maps the
  // engine's product classes onto some of them).
  'cart-pill': 'widgets/cart-pill/index.ts',
  'add-to-cart': 'widgets/add-to-cart/index.ts',
  'variant-picker': 'widgets/variant-picker/index.ts',
  'quantity-input': 'widgets/quantity-input/index.ts',
  'cart-entry-fields': 'widgets/cart-entry-fields/index.ts',
} as const;
const NOT_MARKUP_WIDGETS: ReadonlySet<string> = new Set(['runtime', 'cart-popover']);

const CHUNK_FILES_MODULE = 'virtual:storefront-chunk-files';
const OUT_DIR = 'dist';
// Vite's standard build manifest: source entry → hashed file. Pass 1 writes it, pass 2 reads it.
const MANIFEST = '.vite/manifest.json';
// widgets/ui takes its dependencies into the react chunk with it, so it imports nothing from src/
// at run time (types only): the runtime chunk, which pages without widgets load, must not need React.
const REACT_CHUNK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]widgets[\\/]ui[\\/]/;
// The product rules only product widgets need; kept out of `shared`, which the runtime loads on every page with a cart.
const PRODUCT_CODE = /[\\/]src[\\/](commerce|product-form|forms)[\\/]|[\\/]widgets[\\/]additional-fields[\\/]read-form/;
// zustand serves the cart store (runtime) and the product forms (widgets): it belongs with `shared`.
const SHARED_CODE = /[\\/]src[\\/]|[\\/]node_modules[\\/]zustand[\\/]/;

/** Gives the loader pass the chunk file names the client pass wrote, as a virtual module. */
function chunkFiles(): Plugin {
  return {
    name: 'storefront-chunk-files',
    resolveId(id) {
      return id === CHUNK_FILES_MODULE ? `\0${CHUNK_FILES_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${CHUNK_FILES_MODULE}`) return undefined;
      const manifest = JSON.parse(readFileSync(resolve(OUT_DIR, MANIFEST), 'utf8')) as Record<string, { file: string }>;
      const fileOf = (name: keyof typeof CHUNK_ENTRIES) => {
        const file = manifest[CHUNK_ENTRIES[name]]?.file;
        if (file === undefined) throw new Error(`${MANIFEST} has no ${name} chunk; the client pass must run first`);
        return file;
      };
      // Written as code rather than a table of file names, which the loader would have to convert.
      const widgets = (Object.keys(CHUNK_ENTRIES) as (keyof typeof CHUNK_ENTRIES)[])
        .filter((name) => !NOT_MARKUP_WIDGETS.has(name))
        .map((name) => `${JSON.stringify(name)}: chunk(${JSON.stringify(fileOf(name))})`);
      return `export const loaderChunks = (chunk) => ({ runtime: chunk(${JSON.stringify(fileOf('runtime'))}), popover: chunk(${JSON.stringify(fileOf('cart-popover'))}), widgets: { ${widgets.join(', ')} } });`;
    },
  };
}

/**
 * Vite wraps every dynamic import in a helper that preloads the imported chunk's CSS and module
 * dependencies. The widgets ship no CSS files and the build preloads nothing (`modulePreload:
 * false`), so the helper has no work; this one just runs the import, saving ~0.7 KB gzip where a
 * widget imports a part lazily.
 */
function plainDynamicImports(): Plugin {
  const HELPER = '\0vite/preload-helper.js';
  return {
    name: 'storefront-plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === HELPER ? 'export const __vitePreload = (load) => load();' : undefined;
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [chunkFiles(), plainDynamicImports()],
  build: {
    outDir: OUT_DIR,
    modulePreload: false,
    reportCompressedSize: false,
  },
  environments: {
    client: {
      build: {
        emptyOutDir: true,
        manifest: MANIFEST,
        rolldownOptions: {
          input: CHUNK_ENTRIES,
          // Each chunk's exports are its contract with the loader (`mount`, `startRuntime`).
          preserveEntrySignatures: 'exports-only',
          output: {
            format: 'es',
            entryFileNames: '[name]-[hash].js',
            chunkFileNames: '[name]-[hash].js',
            codeSplitting: {
              groups: [
                { name: 'react', test: REACT_CHUNK, priority: 3 },
                // What the runtime and the widgets both use (strings, error classes) travels once, together.
                { name: 'shared', test: (id) => SHARED_CODE.test(id) && !PRODUCT_CODE.test(id), minShareCount: 2, priority: 2 },
                // What several product widgets share (product rules, the product form); its own
                // dependencies on `shared` stay there, as `shared` claims them first.
                { name: 'product', test: PRODUCT_CODE, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
    loader: {
      consumer: 'client',
      build: {
        // Pass 1 already filled dist/; this pass only adds the loader.
        emptyOutDir: false,
        rolldownOptions: {
          input: { storefront: 'loader/main.ts' },
          output: { format: 'iife', entryFileNames: 'storefront.js' },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, loader } = builder.environments;
      if (client === undefined || loader === undefined) throw new Error('vite.config.ts defines the client and loader environments');
      await builder.build(client);
      await builder.build(loader);
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'loader/**/*.test.ts',
      'demo/**/*.test.ts',
      'test/unit/**/*.test.{ts,tsx}',
      'test/engine/**/*.test.ts',
    ],
    environment: 'node',
  },
});
