/**
 * Image markup: the attributes the front end's image loader reads (`image-meta` and its child and
 * cover variants), the lazy `<img>` with its `<noscript>` fallback (`image`) and `image-srcset`.
 * Asset URLs, dimensions and ids are written as the platform stores them; alt text is escaped.
 */
import { escapeAttribute } from '../html';
import type { Formatter, PluginContext, TemplateVariable } from '../types';
import { stripTags } from './strip-tags';
import { asNumber, asText, getChild, isObject, isTruthy } from '../../values';

/** `blockType` of an image block: its alt text is the one the editor typed, even when empty. */
const IMAGE_BLOCK_TYPE = 5;
/** Body text used as alt text is cut to this many UTF-16 units. */
const ALT_BODY_LIMIT = 250;
/** The renditions the image service makes, smallest first. */
export const SRCSET_WIDTHS: readonly string[] = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'];
const DEFAULT_IMAGE_CLASS = 'thumb-image';

/**
 * Alt text: the image's `altText` inside an image block, trimmed; otherwise its title, else its body
 * without tags (cut to 250 characters), else its filename. The block type is looked up from the
 * formatted value outwards.
 */
export function altText(image: unknown, ctx: PluginContext): string {
  if (asNumber(ctx.resolve(['blockType'])) === IMAGE_BLOCK_TYPE) {
    return asText(getChild(image, 'altText')).trim();
  }
  const title = getChild(image, 'title');
  if (isTruthy(title)) return asText(title);
  const body = getChild(image, 'body');
  const bodyText = isTruthy(body) ? stripTags(asText(body)) : '';
  if (bodyText !== '') return bodyText.slice(0, ALT_BODY_LIMIT);
  const filename = getChild(image, 'filename');
  return isTruthy(filename) ? asText(filename) : '';
}

/** `x,y` of the focal point, the centre when the image has none. */
export function focalPoint(image: unknown): string {
  const point = getChild(image, 'mediaFocalPoint');
  if (point === undefined) return '0.5,0.5';
  return `${asNumber(getChild(point, 'x'))},${asNumber(getChild(point, 'y'))}`;
}

/** The loader attributes of one image, each followed by a space; `alt` is already escaped. */
function imageMeta(image: unknown, alt: string): string {
  let meta = '';
  if (isObject(getChild(image, 'licensedAssetPreview'))) meta += 'data-licensed-asset-preview="true" ';
  const componentKey = getChild(image, 'componentKey');
  if (componentKey !== undefined) meta += `data-component-key="${asText(componentKey)}" `;
  const assetUrl = asText(getChild(image, 'assetUrl'));
  return (
    meta +
    `data-src="${assetUrl}" data-image="${assetUrl}" ` +
    `data-image-dimensions="${asText(getChild(image, 'originalSize'))}" ` +
    `data-image-focal-point="${focalPoint(image)}" alt="${alt}" `
  );
}

/** Sets the loader attributes of `image`, or `''` when there is no such image. */
function setMeta(vars: readonly TemplateVariable[], image: unknown, ctx: PluginContext): void {
  const first = vars[0];
  if (first === undefined) return;
  first.set(image === undefined ? '' : imageMeta(image, escapeAttribute(altText(image, ctx))));
}

/** `{image|image-meta}`: the loader attributes of the image itself. */
const imageMetaFormatter: Formatter = (_args, vars, ctx) => {
  const node = vars[0]?.value;
  setMeta(vars, node, ctx);
};

/** `{item|child-image-meta [n]}`: the loader attributes of `items[n]` (default the first). */
const childImageMeta: Formatter = (args, vars, ctx) => {
  const node = vars[0]?.value;
  const index = args.length === 0 ? 0 : Number.parseInt(args[0] as string, 10);
  setMeta(vars, getChild(getChild(node, 'items'), index), ctx);
};

/** `{collection|cover-image-meta}`: the loader attributes of `coverImage`. */
const coverImageMeta: Formatter = (_args, vars, ctx) => {
  const node = vars[0]?.value;
  setMeta(vars, getChild(node, 'coverImage'), ctx);
};

/**
 * `{image|image [class]}`: a `<noscript>` image for crawlers, then the lazy image the loader
 * fills in. The class defaults to `thumb-image` unless exactly one argument is given.
 */
const image: Formatter = (args, vars, ctx) => {
  const first = vars[0];
  if (first === undefined) return;
  const node = first.value;
  const alt = escapeAttribute(altText(node, ctx));
  const className = args.length === 1 ? (args[0] as string) : DEFAULT_IMAGE_CLASS;
  // The lazy image's alt is escaped twice: that is the markup sites on this template dialect
  // already get, and matching it is the point of the dialect.
  const meta = node === undefined ? '' : imageMeta(node, escapeAttribute(alt));
  first.set(
    `<noscript><img src="${asText(getChild(node, 'assetUrl'))}" alt="${alt}" /></noscript>` +
      `<img class="${className}" ${meta}data-load="false" ` +
      `data-image-id="${asText(getChild(node, 'id'))}" data-type="image" />`,
  );
};

/**
 * `{image|image-srcset}`: a leading-space `srcset` attribute over the renditions listed in
 * `systemDataVariants` (entries ending in `w`), plus the original as the next standard width when
 * the last rendition is a standard one below 2500w. The value is left alone when there are none.
 */
const imageSrcset: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const variants = asText(getChild(first.value, 'systemDataVariants'))
    .split(',')
    .filter((variant) => variant.endsWith('w'));
  const last = variants[variants.length - 1];
  if (last === undefined) return;
  const url = asText(getChild(first.value, 'assetUrl'));
  const sources = variants.map((width) => `${url}?format=${width} ${width}`);
  const position = SRCSET_WIDTHS.indexOf(last);
  const next = position < 0 ? undefined : SRCSET_WIDTHS[position + 1];
  if (next !== undefined) sources.push(`${url}?format=original ${next}`);
  first.set(` srcset="${sources.join(',')}"`);
};

export const IMAGE_FORMATTERS = {
  'image-meta': imageMetaFormatter,
  'child-image-meta': childImageMeta,
  'cover-image-meta': coverImageMeta,
  image,
  'image-srcset': imageSrcset,
} as const satisfies Record<string, Formatter>;
