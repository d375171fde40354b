import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * The bundle is built in two passes, one process:
 *  1. `client`: the lazy chunks as ES modules with hashed names — the runtime (API client + cart
 *     store, no React), telemetry (census, events, collector, error reporter; started after load),
 *     one chunk per widget, and one shared `react` chunk (React, ReactDOM and the widgets' shared
 *     UI layer).
 *  2. `loader`: `storefront.js`, a single classic script (IIFE) with the chunk file names from pass 1
 *     baked in. It has no static imports, so it works from a plain <script defer>, and it imports
 *     the chunks by URLs resolved against its own address, so the bundle works from any CDN path.
 */
const CHUNK_ENTRIES = {
  runtime: 'loader/runtime.ts',
  telemetry: 'loader/telemetry.ts',
  'cart-popover': 'widgets/cart-popover/index.ts',
  // Markup widgets: every key here is a valid `data-widget` name.
  'cart-pill': 'widgets/cart-pill/index.ts',
  'add-button': 'widgets/add-button/index.ts',
  'form-block': 'widgets/form-block/index.ts',
  'newsletter-block': 'widgets/newsletter-block/index.ts',
} as const;
const NOT_MARKUP_WIDGETS: ReadonlySet<string> = new Set(['runtime', 'telemetry', 'cart-popover']);

const CHUNK_FILES_MODULE = 'virtual:storefront-chunk-files';
const OUT_DIR = 'dist';
// Vite's standard build manifest: source entry → hashed file. Pass 1 writes it, pass 2 reads it.
const MANIFEST = '.vite/manifest.json';
// What telemetry shares with the runtime and the widgets (cookies, page context, the loader's config
// and problem reports, captureError): its own small chunk, so telemetry fetches nothing else.
const CORE_CHUNK = /[\\/](src[\\/](site|tracking|errors)|loader[\\/](api-root|report)\.ts)/;
// The shared UI layer travels with React, except the form UI (below); so do the bundler's helpers
// for React's CommonJS modules, which every widget chunk needs.
const REACT_CHUNK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]widgets[\\/]ui[\\/](?!form[\\/])|^\0rolldown[\\/]runtime/;
// What the runtime and the widgets both use (strings, error classes, the store factory) travels once,
// together — but not the forms core, which only the form widgets use.
const SHARED_CHUNK = /[\\/]src[\\/](?!forms[\\/]|captcha[\\/])|[\\/]node_modules[\\/]zustand[\\/]esm[\\/]vanilla/;
// The forms core, the captcha, DOMPurify and the form UI: one chunk that only pages with a form
// download. Lowest priority, so it keeps none of what the groups above take (it would otherwise
// take every dependency of its modules, React and the store factory included).
const FORMS_CHUNK = /[\\/]src[\\/](forms|captcha)[\\/]|[\\/]widgets[\\/]ui[\\/]form[\\/]|[\\/]node_modules[\\/](dompurify|zustand)[\\/]/;

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
      const widgets = Object.fromEntries(
        (Object.keys(CHUNK_ENTRIES) as (keyof typeof CHUNK_ENTRIES)[]).filter((name) => !NOT_MARKUP_WIDGETS.has(name)).map((name) => [name, fileOf(name)]),
      );
      return [
        `export const RUNTIME_FILE = ${JSON.stringify(fileOf('runtime'))};`,
        `export const POPOVER_FILE = ${JSON.stringify(fileOf('cart-popover'))};`,
        `export const TELEMETRY_FILE = ${JSON.stringify(fileOf('telemetry'))};`,
        `export const WIDGET_FILES = ${JSON.stringify(widgets)};`,
      ].join('\n');
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [chunkFiles()],
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
            // Six hash characters are plenty to bust caches, and every one saved counts in the loader,
            // which carries each chunk's name within its 2 KB.
            entryFileNames: '[name]-[hash:6].js',
            chunkFileNames: '[name]-[hash:6].js',
            codeSplitting: {
              groups: [
                // What telemetry shares with the runtime and the widgets travels apart, so telemetry fetches nothing else.
                { name: 'core', test: CORE_CHUNK, minShareCount: 2, priority: 4 },
                // Next, so what else shares these small modules (React's group among them) leaves them here.
                { name: 'shared', test: SHARED_CHUNK, minShareCount: 2, priority: 3 },
                // After the shared groups, so the modules React's group pulls in with the widgets' UI layer are
                // only those no other chunk needs: a page without widgets must never download React.
                { name: 'react', test: REACT_CHUNK, priority: 2 },
                { name: 'forms', test: FORMS_CHUNK, priority: 1 },
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
