// The script a site includes: `<script src=".../storefront.js" data-api-root="/" defer>`.
// It is a classic script, so chunks are imported by absolute URL, computed from this script's own
// address: a bare `import('./x.js')` here would resolve against the page, not the CDN path.
import { loaderChunks } from 'virtual:storefront-chunk-files';
import { version } from '../package.json';
import { startLoader } from './loader';
import { messageOf, reportProblem } from './report';

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const base = script?.src || document.baseURI;
// A chunk with its static imports (file stems, space-separated), all asked for at once: the browser
// would otherwise ask for the imports only once the chunk has arrived, a round trip later.
const chunk =
  <T>(files: string) =>
  (): Promise<T> =>
    Promise.all(files.split(' ').map((file) => import(/* @vite-ignore */ new URL(file + '.js', base).href))).then(
      ([module]) => module as T,
    );

try {
  // A second copy of the script on the page must not mount everything twice.
  window.StorefrontKit ??= startLoader({
    version,
    script,
    document,
    window,
    chunks: loaderChunks(chunk),
  });
} catch (error) {
  reportProblem('storefront.js', `could not start: ${messageOf(error)}`, error);
}
