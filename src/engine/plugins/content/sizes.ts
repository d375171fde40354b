/**
 * Sizes read from an image's `originalSize` (`"<width>x<height>"`): its width and height, the
 * other side of a resize that keeps the aspect ratio, and the image service rendition to request.
 */
import type { Formatter } from '../types';
import { asText } from '../../values';

/** What the resize and rendition formatters print when the value is not `"<width>x<height>"`. */
const INVALID_SIZE_MESSAGE = "Invalid source parameter. Pass in 'originalSize'";

/** Smallest rendition wider than each threshold; anything up to 100 pixels gets `100w`. */
const THUMBNAIL_BUCKETS: readonly (readonly [number, string])[] = [
  [1000, '1500w'],
  [750, '1000w'],
  [500, '750w'],
  [300, '500w'],
  [100, '300w'],
];

interface Size {
  readonly width: number;
  readonly height: number;
}

/** Both sides as integers (`"800.5x400"` is 800 by 400, `"ax1"` has a NaN width), or nothing. */
function parseSize(value: unknown): Size | undefined {
  const parts = asText(value).split('x');
  if (parts.length !== 2) return undefined;
  return { width: Number.parseInt(parts[0] as string, 10), height: Number.parseInt(parts[1] as string, 10) };
}

/** The rendition of the image service to request for a box `width` pixels wide. */
function thumbnailFor(width: number): string {
  for (const [above, rendition] of THUMBNAIL_BUCKETS) if (width > above) return rendition;
  return '100w';
}

/** The requested pixels: the argument's integer prefix, NaN when it has none. */
function requested(args: readonly string[]): number {
  return Number.parseInt(args[0] ?? '', 10);
}

// Scaled sides are truncated to 32-bit integers (`| 0`), as the dialect always has: NaN becomes 0.
const heightForWidth = (size: Size, width: number): number => ((width / size.width) * size.height) | 0;
const widthForHeight = (size: Size, height: number): number => ((height / size.height) * size.width) | 0;

/** A formatter over a valid size; an invalid one prints {@link INVALID_SIZE_MESSAGE}. */
function sizeFormatter(compute: (size: Size, args: readonly string[]) => number | string): Formatter {
  return (args, vars) => {
    const first = vars[0];
    if (first === undefined) return;
    const size = parseSize(first.value);
    first.set(size === undefined ? INVALID_SIZE_MESSAGE : compute(size, args));
  };
}

/** `{originalSize|width}` / `{originalSize|height}`: one side, missing when the size is invalid. */
function sideFormatter(side: keyof Size): Formatter {
  return (_args, vars) => {
    const first = vars[0];
    if (first === undefined) return;
    first.set(parseSize(first.value)?.[side]);
  };
}

/**
 * `{originalSize|squarespaceThumbnailForWidth 300}`: the rendition for a box that wide. The width
 * alone decides, so the value is not read and need not be a size.
 */
const thumbnailForWidth: Formatter = (args, vars) => {
  vars[0]?.set(thumbnailFor(requested(args)));
};

export const SIZE_FORMATTERS = {
  width: sideFormatter('width'),
  height: sideFormatter('height'),
  resizedHeightForWidth: sizeFormatter((size, args) => heightForWidth(size, requested(args))),
  resizedWidthForHeight: sizeFormatter((size, args) => widthForHeight(size, requested(args))),
  squarespaceThumbnailForWidth: thumbnailForWidth,
  squarespaceThumbnailForHeight: sizeFormatter((size, args) => thumbnailFor(widthForHeight(size, requested(args)))),
} as const satisfies Record<string, Formatter>;
