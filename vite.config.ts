import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import { MARKUP_WIDGETS } from './loader/markup';

/**
 * The bundle is built in two passes, one process:
 *  1. `client`: the lazy chunks as ES modules with hashed names — the runtime (API client, cart
 *     store and the widget chunk map, no React), telemetry (census, events, collector, error
 *     reporter; started after load), session-replay (which telemetry imports only when the tag
 *     names a replay script), one chunk per widget, and the shared chunks below.
 *  2. `loader`: `storefront.js`, a single classic script (IIFE) with the runtime, telemetry and React
 *     chunk file names from pass 1 baked in. It has no static imports, so it works from a plain
 *     <script defer>, and it imports the chunks by URLs resolved against its own address, so the
 *     bundle works from any CDN path. The runtime imports the widget chunks itself: its entry,
 *     runtime/index.ts, hands the map of them to the loader's runtime (loader/runtime.ts).
 */
const CHUNK_ENTRIES = {
  runtime: 'runtime/index.ts',
  telemetry: 'loader/telemetry.ts',
  'cart-popover': 'widgets/cart-popover/index.ts',
  // One named chunk per widget the runtime imports (runtime/index.ts), but the product
  // widgets: the runtime imports those straight from the product chunk (below), one file for them all.
  'cart-pill': 'widgets/cart-pill/index.ts',
  // In every page's header, but imported only on its first press (data-mount-on-press).
  account: 'widgets/account/index.ts',
  'form-block': 'widgets/form-block/index.ts',
  'newsletter-block': 'widgets/newsletter-block/index.ts',
  'cart-entry-fields': 'widgets/cart-entry-fields/index.ts',
  // The full-page cart: only the cart page has it.
  cart: 'widgets/cart/index.ts',
  // Its markup starts hidden on a product page until a sold-out variant is chosen; the loader
  // imports it only then, so it must not ride in the product chunk.
  restock: 'widgets/restock/index.ts',
  'restock-manager': 'widgets/restock-manager/index.ts',
  'quick-view': 'widgets/quick-view/index.ts',
  button: 'widgets/button/index.ts',
  // The pop-up waits for its moment without React; its form comes, with React, once it opens.
  'promo-popup': 'widgets/promo-popup/index.ts',
  'promo-popup-form': 'widgets/promo-popup/form.ts',
  // The owner's admin app: its entry, then one chunk per editor (admin/pages.ts).
  admin: 'admin/index.ts',
} as const;
/** The chunks the loader imports itself, by the chunk names the build gives them. */
const LOADER_CHUNKS = ['runtime', 'telemetry', 'react'] as const;

const CHUNK_FILES_MODULE = 'virtual:storefront-chunk-files';
const OUT_DIR = 'dist';
// Vite's standard build manifest: source entry → hashed file. Pass 1 writes it, pass 2 reads it.
const MANIFEST = '.vite/manifest.json';
// What telemetry shares with the runtime and the widgets (cookies, page context, the loader's config
// and problem reports, captureError): its own small chunk, so telemetry fetches nothing else. The
// dynamic-import helper (below) lives here too: the runtime, the widgets and telemetry (for the
// session replay chunk) import lazily. The site's paths (cart, checkout) are none of telemetry's
// business: they travel in the shared chunk, which only the runtime and the widgets fetch.
const CORE_CHUNK = /[\\/](src[\\/](site[\\/](?!paths\.ts)|tracking|errors)|loader[\\/](api-root|report)\.ts)|^\0vite[\\/]preload-helper/;
// The widgets' shared UI layer travels with React, except what only forms use (the field, the form
// UI, the modal and its focus scope: below) and what only the add-to-cart button uses; so do the bundler's helpers for React's CommonJS
// modules, which every widget chunk needs.
const REACT_CHUNK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]widgets[\\/]ui[\\/](?!form[\\/]|field\.tsx|modal\.tsx|focus-scope\.ts|mount-when-near\.ts)|^\0rolldown[\\/]runtime/;
// What the runtime and the widgets both use (strings, error classes, the store factory) travels once,
// together — but not the forms core, which only the form widgets use, nor the product rules, nor the
// restock calls, nor the sanitizer, nor the strings of forms (below).
const SHARED_CHUNK =
  /[\\/]src[\\/](?!forms[\\/]|captcha[\\/]|commerce[\\/]|product-form[\\/]|restock[\\/]|sanitize[\\/]|admin[\\/]|form-builder[\\/]|form-submissions[\\/]|links[\\/]|content-pages[\\/]|code-blocks[\\/]|site-templates[\\/]|files[\\/]|colors[\\/]|fonts[\\/]|site-styles[\\/]|datasets[\\/]|charts[\\/]|i18n[\\/]strings[\\/](forms|add-to-cart)\.ts)|[\\/]node_modules[\\/]zustand[\\/]esm[\\/]vanilla/;
// What the variant picker imports on the first choice to show the chosen variant in its block: the
// block view, the price line and the price, money and subscription rules under it; and the
// installments rules, which the installments pill imports with them on the first change.
const PRODUCT_BLOCK_CHUNK =
  /[\\/]widgets[\\/]variant-picker[\\/]product-block\.ts|[\\/]src[\\/](product-form[\\/]price-line|commerce[\\/](prices|money|decimal|subscriptions|installments))\.ts/;
// The product widgets and the product rules they share, but not the block view above: one chunk, so a
// product page fetches one file (the widget entries are a line each that points here) and compresses
// it as one. The installments pill's entry is here too, without an entry file of its own: a product
// page has it beside the button, and the cart page, whose pill follows the cart, takes this chunk with it.
// So is the wait of a far add-to-cart button for the shopper (widgets/ui's mountWhenNear), which
// only the button uses: with React, every page with a widget would carry it.
const PRODUCT_CHUNK =
  /[\\/]src[\\/](commerce|product-form)[\\/]|[\\/]src[\\/]i18n[\\/]strings[\\/]add-to-cart\.ts$|[\\/]widgets[\\/](add-to-cart|variant-picker|quantity-input)[\\/]|[\\/]widgets[\\/]installments[\\/](index|follow-product)\.ts|[\\/]widgets[\\/]ui[\\/]mount-when-near\.ts/;
// What a Subscribe button needs once pressed (the subscription call): its own chunk, imported then.
const SUBSCRIPTION_CODE = /[\\/](src[\\/]product-form[\\/]subscribe|widgets[\\/]add-to-cart[\\/]subscription)\.ts$/;
// What a press of the add-to-cart button runs (the checks, the stock call, the add): imported on the
// shopper's intent to press, not with the page.
const ADD_TO_CART_PRESS_CHUNK = /[\\/](src[\\/](product-form|commerce)[\\/]add-to-cart|widgets[\\/]add-to-cart[\\/]press)\.ts$/;
const isProductCode = (id: string) =>
  PRODUCT_CHUNK.test(id) && !PRODUCT_BLOCK_CHUNK.test(id) && !SUBSCRIPTION_CODE.test(id) && !ADD_TO_CART_PRESS_CHUNK.test(id);
// What renders and checks a form's fields, which the form blocks and a product's additional-fields
// form share (and the forms' API paths, which the submission and the address lookups share);
// without DOMPurify, the captcha or the submission flow, which only form blocks need.
const FORM_FIELDS_CHUNK =
  /[\\/]widgets[\\/]ui[\\/](field\.tsx|form[\\/](fields|address-line|values|styles)\.tsx?)|[\\/]src[\\/]forms[\\/](fields|validate|definition|serialize|transport)\.ts/;
// The forms' strings, the catalogue's largest area, which only pages with a form or an additional-fields form read.
const FORM_STRINGS_CHUNK = /[\\/]src[\\/]i18n[\\/]strings[\\/]forms\.ts$/;
// DOMPurify and our one way of calling it: a form block's post-submit HTML (with the forms' rules
// for it, which the submission imports once it has HTML to show) and the quick view's product
// block both need it, each only once it has something to show.
const SANITIZE_CHUNK = /[\\/]src[\\/](sanitize[\\/]|forms[\\/]sanitize\.ts$)|[\\/]node_modules[\\/]dompurify[\\/]/;
// The forms core and the form UI: one chunk that only pages with a form download.
// Lowest priority, so it keeps none of what the groups above take (it would otherwise take every
// dependency of its modules, React and the store factory included).
// The answers' summary is the cart's alone (its entries' fields): it stays in the cart-entry-fields chunk.
const FORMS_CHUNK = /[\\/]src[\\/]forms[\\/](?!summary\.ts)|[\\/]widgets[\\/]ui[\\/]form[\\/]|[\\/]node_modules[\\/]zustand[\\/]/;
// The owner side: the admin calls and rules, and the admin's primitives (confirm dialog,
// unsaved-changes prompt, preview), shared by its editors. The form builder's state, rules and calls,
// which the forms and submissions editors share, are a chunk of their own. Drag and drop (dnd-kit and the one sortable list on it) is a chunk of its
// own that only the navigation and forms editors import. Every admin chunk's name starts with "admin", which is how
// bench/size.mjs proves no storefront page fetches one.
// The new-page URL id rule is left to the new-page fields' chunk, the only one that uses it.
// `(?<![\\/]src)[\\/]admin[\\/]` is the admin app's folder (admin/, its primitives in admin/ui/), never src/admin.
const ADMIN_CALLS_CHUNK = /[\\/]src[\\/]admin[\\/](?!new-page-url-id\.ts$)/;
const ADMIN_FORM_BUILDER_CHUNK = /[\\/]src[\\/]form-builder[\\/]/;
const ADMIN_SORTABLE_CHUNK = /(?<![\\/]src)[\\/]admin[\\/]sortable[\\/]|[\\/]node_modules[\\/]@dnd-kit[\\/]/;
const ADMIN_UI_CHUNK = /(?<![\\/]src)[\\/]admin[\\/]ui[\\/]/;
// The editor's tools' rules (files, colours, fonts, site styles): in the one editor's chunk that
// uses each, and what two editors share (the file calls: the file manager and the link editor) in
// a chunk of their own, never in the storefront's shared chunk.
const ADMIN_TOOLS_CHUNK = /[\\/]src[\\/](files|colors|fonts|site-styles)[\\/]/;
// The link editor and its rules, which the navigation and the code block editor share.
const ADMIN_LINKS_CHUNK = /[\\/]src[\\/]links[\\/]|(?<![\\/]src)[\\/]admin[\\/]links[\\/]/;
// The content pages' calls and the Embed panel, which the content, store pages and code block
// editors share (and the link editor, which offers the content pages as link targets).
const ADMIN_EMBED_CHUNK = /[\\/]src[\\/]content-pages[\\/]|(?<![\\/]src)[\\/]admin[\\/]embed[\\/]/;
// The code editor (without CodeMirror, which it imports when shown) and the code blocks' rules,
// which the header and footer editor and the code block editor share.
const ADMIN_CODE_CHUNK = /[\\/]src[\\/]code-blocks[\\/]|(?<![\\/]src)[\\/]admin[\\/]code-editor[\\/]code-editor\.tsx$/;
// CodeMirror and its HTML grammar, which the code editor imports when it is first shown (never on
// Android): only the pages with a code editor (content pages, header and footer) fetch it.
const ADMIN_CODE_EDITOR_CHUNK =
  /(?<![\\/]src)[\\/]admin[\\/]code-editor[\\/]codemirror-view\.ts$|[\\/]node_modules[\\/](@codemirror|@lezer|style-mod|w3c-keyname|crelt)[\\/]/;
// A new page's fields with the URL id rule their hint previews, which the store, content and form
// pages' editors share (the rule is theirs alone: other admin pages never download it).
const ADMIN_NEW_PAGE_CHUNK = /(?<![\\/]src)[\\/]admin[\\/]new-page[\\/]|[\\/]src[\\/]admin[\\/]new-page-url-id\.ts$/;
// The chart block editor with the dataset and chart rules it shares with the server and papaparse
// for spreadsheet pastes: one chunk, which the content editor imports when a chart block is opened.
const ADMIN_CHART_EDITOR_CHUNK =
  /(?<![\\/]src)[\\/]admin[\\/]chart-editor[\\/]|[\\/]src[\\/](datasets|charts)[\\/]|[\\/]node_modules[\\/]papaparse[\\/]/;
// The one modal and its focus scope, which the storefront's dialogs and the admin's share: a group
// of its own, above the admin's, so the admin's primitives do not take it along.
const MODAL_CHUNK = /[\\/]widgets[\\/]ui[\\/](modal\.tsx|focus-scope\.ts)$/;
// The captcha, which form blocks and the restock sign-up both load on use: its own chunk, so a
// restock sign-up does not bring the form blocks' code.
const CAPTCHA_CHUNK = /[\\/]src[\\/]captcha[\\/]/;
// The restock calls, which the shopper's sign-up and the merchant's manager share.
const RESTOCK_CHUNK = /[\\/]src[\\/]restock[\\/]/;
// The address lookups, which a form imports with the shopper's first typing in an address line.
const ADDRESS_AUTOCOMPLETE_CHUNK = /[\\/]src[\\/]forms[\\/]address-autocomplete\.ts$/;
// The error reporter's queue and sending, which it imports with the page's first error.
const ERROR_SENDER_CHUNK = /[\\/]src[\\/]errors[\\/]send\.ts$/;
// ky, under the platform client, which imports it with the first request: a page whose shopper
// has no cart sends none before pressing a button.
const KY_CHUNK = /[\\/]node_modules[\\/]ky[\\/]/;
// The email check, which the form fields and the restock sign-up share: apart, so a restock sign-up
// does not bring the fields' code.
const EMAIL_CHECK_CHUNK = /[\\/]src[\\/]forms[\\/]email\.ts$/;

/**
 * The widget chunks by `data-widget` name, for the loader's wave (below): the chunk the runtime
 * imports for each (runtime/index.ts; the product widgets' is the product chunk). The owner's admin
 * app is left out: no storefront page has it, and its names would cost every page bytes.
 */
const WAVE_WIDGETS: Readonly<Record<string, string>> = {
  account: 'account',
  'cart-pill': 'cart-pill',
  'add-to-cart': 'product',
  'variant-picker': 'product',
  'quantity-input': 'product',
  installments: 'product',
  'cart-entry-fields': 'cart-entry-fields',
  cart: 'cart',
  'form-block': 'form-block',
  'newsletter-block': 'newsletter-block',
  restock: 'restock',
  'restock-manager': 'restock-manager',
  'quick-view': 'quick-view',
  button: 'button',
  'promo-popup': 'promo-popup',
  'promo-popup-form': 'promo-popup-form',
};

/**
 * Gives the loader pass the chunk file names the client pass wrote, as a virtual module. Each of
 * the loader's chunks comes with its static imports, all asked for at once (`chunk` takes the file
 * stems, space-separated, and resolves with the first's module); `wave` lists, per widget selector,
 * the widget's chunk with every chunk it imports statically, so the loader asks for all a page's
 * widgets need in one parallel wave, beside the runtime, instead of the runtime → widget → imports chain.
 */
function chunkFiles(): Plugin {
  return {
    name: 'storefront-chunk-files',
    resolveId(id) {
      return id === CHUNK_FILES_MODULE ? `\0${CHUNK_FILES_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${CHUNK_FILES_MODULE}`) return undefined;
      const manifest = JSON.parse(readFileSync(resolve(OUT_DIR, MANIFEST), 'utf8')) as Record<
        string,
        { file: string; name?: string; imports?: string[] }
      >;
      const keyOf = (name: string) => {
        const key = Object.keys(manifest).find((file) => manifest[file]?.name === name);
        if (key === undefined) throw new Error(`${MANIFEST} has no ${name} chunk; the client pass must run first`);
        return key;
      };
      // A chunk and everything it imports statically, as file stems: the chunk first.
      const withImports = (name: string): string[] => {
        const found = new Set<string>();
        const visit = (key: string) => {
          const entry = manifest[key];
          if (entry === undefined || found.has(entry.file)) return;
          found.add(entry.file);
          for (const imported of entry.imports ?? []) visit(imported);
        };
        visit(keyOf(name));
        return [...found].map((file) => file.replace(/\.js$/, ''));
      };
      const chunkCode = (files: string[]) => `chunk(${JSON.stringify(files.join(' '))})`;
      // The runtime's own chunks come with the runtime, and React's with React, which the loader asks
      // for beside every widget but a link or a dialog (whose widgets import no React): a widget's list leaves them out.
      const runtimeFiles = new Set([...withImports('runtime'), ...withImports('react')]);
      const selectorsOfFiles = new Map<string, string[]>();
      for (const [widget, chunkName] of Object.entries(WAVE_WIDGETS)) {
        const files = withImports(chunkName)
          .filter((file) => !runtimeFiles.has(file))
          .join(' ');
        const classes = Object.keys(MARKUP_WIDGETS).filter((className) => MARKUP_WIDGETS[className] === widget);
        const selectors = [`[data-widget=${widget}]`, ...classes.map((className) => `.${className}`)];
        selectorsOfFiles.set(files, [...(selectorsOfFiles.get(files) ?? []), ...selectors]);
      }
      const wave = [...selectorsOfFiles].map(
        ([files, selectors]) => `[${JSON.stringify(selectors.join())}, ${chunkCode(files.split(' '))}]`,
      );
      // Written as code rather than a table of file names, which the loader would have to convert.
      return `export const loaderChunks = (chunk) => ({ ${LOADER_CHUNKS.map((name) => `${name}: ${chunkCode(withImports(name))}`).join(', ')}, wave: [${wave.join(', ')}] });`;
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
          // A constant another module exports (a breakpoint's media query, a name, a limit) is written
          // where it is used: a few bytes in place of an import from a shared chunk.
          optimization: { inlineConst: true },
          output: {
            format: 'es',
            // Six hash characters are plenty to bust caches, and every one saved counts in the loader,
            // which carries the names of every storefront chunk a widget needs (the wave) within its 2.5 KB.
            entryFileNames: '[name]-[hash:7].js',
            chunkFileNames: '[name]-[hash:7].js',
            codeSplitting: {
              groups: [
                // First of all, or the product group would take them: product code reaches every area of the
                // catalogue through src/i18n, though it reads none of the forms'.
                { name: 'form-strings', test: FORM_STRINGS_CHUNK, priority: 8 },
                { name: 'ky', test: KY_CHUNK, priority: 8 },
                { name: 'error-sender', test: ERROR_SENDER_CHUNK, priority: 1 },
                { name: 'address-autocomplete', test: ADDRESS_AUTOCOMPLETE_CHUNK, priority: 1 },
                // What telemetry shares with the runtime and the widgets travels apart, so telemetry fetches nothing else.
                { name: 'core', test: CORE_CHUNK, minShareCount: 2, priority: 7 },
                // Next, so what else shares these small modules (React's group among them) leaves them here.
                { name: 'shared', test: SHARED_CHUNK, minShareCount: 2, priority: 6 },
                // After the shared groups, so the modules React's group pulls in with the widgets' UI layer are
                // only those no other chunk needs: a page without widgets must never download React.
                { name: 'react', test: REACT_CHUNK, priority: 5 },
                // A group also takes what its modules import that no group above took. So the product
                // widgets come before the block view, which would otherwise take the product rules they
                // share with it; the fields and the sanitizer come before the forms chunk, which would take them all.
                { name: 'product', test: isProductCode, priority: 4 },
                { name: 'add-to-cart-press', test: ADD_TO_CART_PRESS_CHUNK, priority: 4 },
                { name: 'product-block', test: PRODUCT_BLOCK_CHUNK, priority: 3 },
                { name: 'email-check', test: EMAIL_CHECK_CHUNK, priority: 3 },
                { name: 'form-fields', test: FORM_FIELDS_CHUNK, priority: 2 },
                { name: 'captcha', test: CAPTCHA_CHUNK, priority: 1 },
                { name: 'restock-calls', test: RESTOCK_CHUNK, priority: 1 },
                { name: 'sanitize', test: SANITIZE_CHUNK, priority: 1 },
                { name: 'modal', test: MODAL_CHUNK, priority: 2 },
                { name: 'admin-calls', test: ADMIN_CALLS_CHUNK, priority: 1 },
                { name: 'admin-ui', test: ADMIN_UI_CHUNK, priority: 1 },
                { name: 'admin-sortable', test: ADMIN_SORTABLE_CHUNK, priority: 1 },
                { name: 'admin-form-builder', test: ADMIN_FORM_BUILDER_CHUNK, priority: 1 },
                { name: 'admin-tools', test: ADMIN_TOOLS_CHUNK, minShareCount: 2, priority: 1 },
                { name: 'admin-embed', test: ADMIN_EMBED_CHUNK, minShareCount: 2, priority: 1 },
                { name: 'admin-links', test: ADMIN_LINKS_CHUNK, minShareCount: 2, priority: 1 },
                { name: 'admin-code', test: ADMIN_CODE_CHUNK, minShareCount: 2, priority: 1 },
                { name: 'admin-new-page', test: ADMIN_NEW_PAGE_CHUNK, minShareCount: 2, priority: 1 },
                { name: 'admin-code-editor', test: ADMIN_CODE_EDITOR_CHUNK, priority: 1 },
                { name: 'admin-chart-editor', test: ADMIN_CHART_EDITOR_CHUNK, priority: 1 },
                { name: 'forms', test: FORMS_CHUNK, priority: 0 },
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
    // The template engine as the package ships it to template authors: `storefront-kit/engine` and
    // the `storefront-engine` command, plain ES modules for Node with the engine's dependencies left
    // to npm. Its locale packs are inlined, since Node would warn on every run that imports JSON.
    engine: {
      consumer: 'server',
      resolve: { noExternal: [/^@phensley\/cldr\/packs\//] },
      build: {
        outDir: `${OUT_DIR}/engine`,
        emptyOutDir: true,
        target: 'node20.19',
        minify: false,
        rolldownOptions: {
          input: { index: 'src/engine/index.ts', cli: 'src/engine-cli/storefront-engine.ts' },
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash:7].js' },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, loader, engine } = builder.environments;
      if (client === undefined || loader === undefined || engine === undefined) {
        throw new Error('vite.config.ts defines the client, loader and engine environments');
      }
      await builder.build(client);
      await builder.build(loader);
      await builder.build(engine);
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'admin/**/*.test.{ts,tsx}',
      'loader/**/*.test.ts',
      'demo/**/*.test.ts',
      'test/unit/**/*.test.{ts,tsx}',
      'test/engine/**/*.test.ts',
    ],
    environment: 'node',
    // No unit test is a timing test (speed is measured by bench/ scripts). The reference engine's
    // differential runs and a busy two-core CI machine can take several times a laptop's seconds, so
    // a test fails on what it asserts, not on vitest's 5 s default.
    testTimeout: 30_000,
    setupFiles: ['test/setup/fast-check.ts', 'test/setup/lazy-modules.ts'],
  },
});
