import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import {
  createEngine,
  formatTemplateError,
  type Engine,
  type FormatterTable,
  type RenderOptions,
  type Template,
  type TemplateError,
} from '../engine';
import { IMAGE_TAG_FORMATTERS } from '../image-tag';
import { resolveCustomMedia } from '../site';
import { jsonForScript } from './html';

/**
 * The files a site is made of: the region around every page (`.region`), collection and page
 * templates (`.list`, `.item`, `.page`), blocks applied by name (`.block`, the partials) and the
 * stylesheet (`.css`, not a template).
 */
const TEMPLATE_FILE = /\.(region|list|item|page|block)$/;
const BLOCK_FILE = /\.block$/;
const STYLESHEET_FILE = 'site.css';
/** The region every page is rendered into. */
const REGION_FILE = 'site.region';

/** The site formatters, beside the engine's families: what the platform offers every site's templates. */
export const SITE_FORMATTERS: FormatterTable = {
  ...IMAGE_TAG_FORMATTERS,
  // JSON for `<script type="application/json">`. The engine's `json` escapes only `</`, which
  // leaves `<!--` free to change how the HTML parser reads the rest of the page.
  'script-json': (_args, vars) => {
    const first = vars[0];
    first?.set(first.value === undefined ? '' : jsonForScript(first.value));
  },
};

/** One compiled template of the site. */
export interface SiteFile {
  /** Its path in the site folder, with `/`: `collections/products.item`. */
  readonly name: string;
  /** How logs and the overlay name it: the folder as given, then the name (`demo/site/site.region`). */
  readonly label: string;
  readonly source: string;
  readonly template: Template;
  /** Compile errors. */
  readonly errors: readonly TemplateError[];
}

/** A template error placed in its file: `demo/site/collections/products.item:12:3`. */
export interface SiteTemplateError {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** `parser error: Formatter 'x' is unknown` */
  readonly message: string;
  /** The engine's report: `file:line:col: message`, the source line and a caret under the column. */
  readonly report: string;
}

export interface SiteTemplatesOptions {
  /** Re-read files that changed since they were compiled, whenever `refresh()` is called. @default false */
  readonly reload?: boolean;
}

interface LoadedFile extends SiteFile {
  readonly mtimeMs: number;
}

/** Files under `dir`, as paths relative to it with `/`. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(dir, path) : [path];
  });
}

/** The folder as a person would name it: relative to the working directory when inside it. */
function displayName(dir: string): string {
  const inside = relative(process.cwd(), dir);
  return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? dir : inside;
}

/** What rendering one template gave: its output, and every error placed in its file. */
export interface SiteRender {
  readonly html: string;
  readonly errors: readonly SiteTemplateError[];
}

/**
 * A site's templates, read from a folder and compiled once by our engine (with the `image-tag`
 * and `script-json` site formatters). With `reload`, `refresh()` compiles again what changed on
 * disk, so a developer sees an edit on the next request.
 *
 * A page is a content template (`collections/products.item`, `pages/index.page`) rendered inside
 * the region (`site.region`), which reads the page's JSON plus `mainContent`, the content's HTML,
 * and `siteStyles`, the site's stylesheet.
 * @throws {Error} when the folder cannot be read.
 */
export class SiteTemplates {
  readonly engine: Engine = createEngine({ formatters: SITE_FORMATTERS });
  readonly #dir: string;
  readonly #label: string;
  readonly #reload: boolean;
  #files = new Map<string, LoadedFile>();
  #stylesheet = { text: '', mtimeMs: -1 };
  #blocks = new Map<string, LoadedFile>();
  #partials: Readonly<Record<string, Template>> = {};

  constructor(dir: string, { reload = false }: SiteTemplatesOptions = {}) {
    this.#dir = dir;
    this.#label = displayName(dir);
    this.#reload = reload;
    this.#read();
  }

  /** Compiles again every template whose file changed; nothing without `reload`. */
  refresh(): void {
    if (this.#reload) this.#read();
  }

  /**
   * The template at `name` (`collections/products.item`).
   * @throws {RangeError} when the site has no such template.
   */
  file(name: string): SiteFile {
    const file = this.#files.get(name);
    if (file === undefined) throw new RangeError(`The site has no template "${name}" in ${this.#label}`);
    return file;
  }

  /** The folder as logs and the overlay name it (`demo/site`). */
  get label(): string {
    return this.#label;
  }

  /** Every template's path in the folder (`collections/products.item`, `site.region` …), sorted. */
  get names(): readonly string[] {
    return [...this.#files.keys()].sort();
  }

  /** Whether the site has a region to render pages into. */
  get hasRegion(): boolean {
    return this.#files.has(REGION_FILE);
  }

  /**
   * Renders the template at `name` against `json` with the site's blocks as partials. Never throws
   * for a broken template: its compile and render errors come back placed in their files.
   * @throws {RangeError} when the site has no such template.
   */
  render(name: string, json: unknown, options: Omit<RenderOptions, 'partials'> = {}): SiteRender {
    const file = this.file(name);
    const result = file.template.render(json, { ...options, partials: this.#partials });
    return { html: result.output, errors: [...file.errors, ...result.errors].map((error) => this.place(error, file)) };
  }

  /**
   * Renders the region around a page: `json` plus `mainContent` (the page's HTML) and `siteStyles`.
   * `region` names another region of the site (the admin's pages have their own).
   * @throws {RangeError} when the site has no such region.
   */
  renderInRegion(json: object, mainContent: string, options: Omit<RenderOptions, 'partials'> = {}, region = REGION_FILE): SiteRender {
    return this.render(region, { ...json, siteStyles: this.stylesheet, mainContent }, options);
  }

  /** The blocks' own compile errors, which every render that may apply them reports. */
  get blockErrors(): SiteTemplateError[] {
    return this.blocks.flatMap((block) => block.errors.map((error) => this.place(error, block)));
  }

  /** The blocks, by file name (`comment.block`), for `{@|apply comment.block}`. */
  get partials(): Readonly<Record<string, Template>> {
    return this.#partials;
  }

  get blocks(): readonly SiteFile[] {
    return [...this.#blocks.values()];
  }

  /**
   * The site's stylesheet (`site.css`), its `@media (--mobile)` and `(--desktop)` written as the
   * storefront's breakpoints; empty when it has none.
   */
  get stylesheet(): string {
    return this.#stylesheet.text;
  }

  /**
   * Places an error of a render of `file` in the file it is about: its own, or the block it came
   * from.
   */
  place(error: TemplateError, file: SiteFile): SiteTemplateError {
    const source = (error.partial === undefined ? undefined : this.#blocks.get(error.partial)) ?? file;
    return {
      file: source.label,
      line: error.line,
      column: error.column,
      message: `${error.type} error: ${error.message}`,
      report: formatTemplateError(error, source.source, source.label),
    };
  }

  #read(): void {
    const names = listFiles(this.#dir);
    const files = new Map<string, LoadedFile>();
    for (const name of names.filter((path) => TEMPLATE_FILE.test(path))) {
      const path = join(this.#dir, name);
      const { mtimeMs } = statSync(path);
      const known = this.#files.get(name);
      files.set(name, known !== undefined && known.mtimeMs === mtimeMs ? known : this.#compile(name, readFileSync(path, 'utf8'), mtimeMs));
    }
    this.#files = files;
    this.#blocks = new Map(
      [...files.values()]
        .filter((file) => BLOCK_FILE.test(file.name))
        .map((block) => [block.name.slice(block.name.lastIndexOf('/') + 1), block]),
    );
    this.#partials = Object.fromEntries([...this.#blocks].map(([name, block]) => [name, block.template]));
    if (names.includes(STYLESHEET_FILE)) {
      const path = join(this.#dir, STYLESHEET_FILE);
      const { mtimeMs } = statSync(path);
      if (mtimeMs !== this.#stylesheet.mtimeMs) this.#stylesheet = { text: resolveCustomMedia(readFileSync(path, 'utf8')), mtimeMs };
    }
  }

  #compile(name: string, source: string, mtimeMs: number): LoadedFile {
    const { template, errors } = this.engine.compile(source);
    return { name, label: `${this.#label}/${name}`, source, template, errors, mtimeMs };
  }
}
