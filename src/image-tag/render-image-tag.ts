/**
 * The image tag for server-rendered pages: an `<img>` with its loading hints and, for the
 * platform's image service, its renditions; every problem with its props is written as an HTML
 * comment before it (spec 001 §5), and the best tag the props allow is rendered all the same.
 */
import { escapeAttribute } from '../engine/plugins/html';
import { IMAGE_TAG_MESSAGES, errorComment, type ImageTagMessage, type ImageTagProblem } from './messages';
import { readPassthrough } from './passthrough';
import { sqsSrcset } from './sqs-srcset';

export type ImagePriority = 'high' | 'low';
/** `sqs`: the platform's image service, which serves every rendition width. `raw`: the URL as is. */
export type ImageLoader = 'sqs' | 'raw';

/**
 * The props of an image tag. Values are typed as loosely as template data arrives (width as text,
 * priority as any string) because checking them is the tag's job: a bad value is reported, not
 * refused. Any other prop is a passthrough attribute (`data-*`, `aria-*`, `id`, `title` …).
 */
export interface ImageTagProps {
  /** The image URL. Without one, the tag renders nothing but its error comment. */
  readonly src?: string | undefined;
  /** Intrinsic width in pixels: a positive integer, as a number or as decimal text. */
  readonly width?: number | string | undefined;
  /** Intrinsic height in pixels: a positive integer, as a number or as decimal text. */
  readonly height?: number | string | undefined;
  /** Required: absent or `null` is reported; `''` marks a decorative image. */
  readonly alt?: string | null | undefined;
  readonly class?: string | undefined;
  readonly style?: string | undefined;
  /**
   * `'high'`: eager, high fetch priority (the largest image above the fold). `'low'`: lazy, low
   * fetch priority. `null` or absent: lazy, the browser's own priority.
   */
  readonly priority?: string | null | undefined;
  /** The slot widths the browser picks a rendition by; required with loader `sqs`. */
  readonly sizes?: string | undefined;
  /** `'sqs'` or `'raw'`. @default 'sqs' */
  readonly loader?: string | null | undefined;
  /** The author's own candidates, only with loader `raw`: `sqs` writes the renditions itself. */
  readonly srcset?: string | undefined;
  /** A client-side callback: a server-rendered tag has nothing to call it, so it is ignored. */
  readonly onLoadingComplete?: unknown;
  readonly [attribute: string]: unknown;
}

/** Images on the platform are served by its image service. */
const DEFAULT_LOADER: ImageLoader = 'sqs';
/** The props read above; every other prop is a passthrough attribute. */
const KNOWN_PROPS: ReadonlySet<string> = new Set([
  'src',
  'width',
  'height',
  'alt',
  'class',
  'style',
  'priority',
  'sizes',
  'loader',
  'srcset',
  'onLoadingComplete',
]);
/** Image loading by priority (spec 001 §4); decoding is always `async`. */
const LOADING: Readonly<Record<ImagePriority | 'none', { loading: string; fetchpriority?: string }>> = {
  high: { loading: 'eager', fetchpriority: 'high' },
  low: { loading: 'lazy', fetchpriority: 'low' },
  none: { loading: 'lazy' },
};
/** Decimal text as a dimension may be written (`"300"`, `"-2"`, `"12.5"`); `"300px"` is not. */
const DECIMAL = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** A string, or a number as text; anything else counts as not given. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/** Like {@link textOf}, with the empty string counting as not given. */
function filledText(value: unknown): string | undefined {
  const text = textOf(value);
  return text === '' ? undefined : text;
}

/** The dimension in pixels, or what is wrong with it. */
function readDimension(value: unknown): number | ImageTagMessage {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return IMAGE_TAG_MESSAGES.required;
  }
  let pixels = Number.NaN;
  if (typeof value === 'number') pixels = value;
  else if (typeof value === 'string' && DECIMAL.test(value)) pixels = Number(value);
  // The spec has no message of its own for zero; it is refused with the one for values below it.
  if (pixels <= 0) return IMAGE_TAG_MESSAGES.negative;
  if (!Number.isInteger(pixels)) return IMAGE_TAG_MESSAGES.nonInteger;
  return pixels;
}

/**
 * `<img src … decoding="async" />`, preceded by one `<!-- [error] Image "prop" message -->`
 * comment per problem. Never throws: a prop in error is left out (or, for `priority` and
 * `loader`, read as its default or as `raw`) and the rest is rendered, except without `src`,
 * where only that comment is.
 * @example
 * renderImageTag({ src: '/i/a.jpg', width: 800, height: 600, alt: 'A chair', sizes: '100vw', priority: 'high' })
 * // '<img src="/i/a.jpg" srcset="/i/a.jpg?format=100w 100w,…" sizes="100vw" width="800" height="600"
 * //   alt="A chair" loading="eager" fetchpriority="high" decoding="async" />'
 */
export function renderImageTag(props: ImageTagProps): string {
  const src = filledText(props.src);
  if (src === undefined) return errorComment({ prop: 'src', message: IMAGE_TAG_MESSAGES.required });

  const problems: ImageTagProblem[] = [];
  const report = (prop: string, message: ImageTagMessage): void => {
    problems.push({ prop, message });
  };
  let tag = '<img';
  const write = (name: string, value: string | undefined): void => {
    if (value !== undefined) tag += ` ${name}="${escapeAttribute(value)}"`;
  };

  const width = readDimension(props.width);
  if (typeof width === 'string') report('width', width);
  const height = readDimension(props.height);
  if (typeof height === 'string') report('height', height);
  const alt = textOf(props.alt);
  if (alt === undefined) report('alt', IMAGE_TAG_MESSAGES.required);

  const priority = props.priority;
  let loading = LOADING.none;
  if (priority === 'high' || priority === 'low') loading = LOADING[priority];
  else if (priority !== undefined && priority !== null) report('priority', IMAGE_TAG_MESSAGES.invalidPriority);

  const loader = props.loader ?? DEFAULT_LOADER;
  if (loader !== 'sqs' && loader !== 'raw') report('loader', IMAGE_TAG_MESSAGES.unknownLoader);
  const sizes = filledText(props.sizes);
  const authorSrcset = filledText(props.srcset);
  let srcset = authorSrcset;
  if (loader === 'sqs') {
    if (authorSrcset !== undefined) report('srcset', IMAGE_TAG_MESSAGES.srcsetWithoutRaw);
    if (sizes === undefined) report('sizes', IMAGE_TAG_MESSAGES.sizesRequired);
    srcset = sqsSrcset(src);
  }

  write('src', src);
  write('srcset', srcset);
  write('sizes', sizes);
  write('width', typeof width === 'number' ? String(width) : undefined);
  write('height', typeof height === 'number' ? String(height) : undefined);
  write('alt', alt);
  write('class', filledText(props.class));
  write('style', filledText(props.style));
  write('loading', loading.loading);
  write('fetchpriority', loading.fetchpriority);
  write('decoding', 'async');
  for (const [name, value] of Object.entries(props)) {
    if (KNOWN_PROPS.has(name)) continue;
    const passthrough = readPassthrough(name, value);
    if (passthrough === undefined) continue;
    if ('problem' in passthrough) report(name, passthrough.problem);
    else write(name, passthrough.text);
  }
  return `${problems.map(errorComment).join('')}${tag} />`;
}
