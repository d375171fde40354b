/**
 * The demo's images: every product, post and gallery image is drawn by the demo (a coloured panel
 * with its alt text, `storefront/image-routes.ts`), all at one size, so pages can reserve their space.
 */

/** An image the demo draws, served at `/images/<id>.svg`. */
export interface DrawnImage {
  id: string;
  alt: string;
  /** CSS colour of the panel. */
  color: string;
}

/** The size every image is drawn at. */
export const IMAGE_SIZE = { width: 480, height: 360 } as const;

/** An image as site JSON holds it (spec 001 §3 *Image*), for the engine's image formatters. */
export interface ImageNode {
  id: string;
  assetUrl: string;
  /** `<width>x<height>` */
  originalSize: string;
  mediaFocalPoint: { x: number; y: number };
  /** The alt text: templates' image formatters read an image's title first. */
  title: string;
}

export function imagePath(id: string): string {
  return `/images/${encodeURIComponent(id)}.svg`;
}

export function imageNode(image: DrawnImage): ImageNode {
  return {
    id: image.id,
    assetUrl: imagePath(image.id),
    originalSize: `${IMAGE_SIZE.width}x${IMAGE_SIZE.height}`,
    mediaFocalPoint: { x: 0.5, y: 0.5 },
    title: image.alt,
  };
}

/** An uploaded picture (served by the file manager at `url`) as an image node; its size as read on upload. */
export function uploadedImageNode(image: { id: string; url: string; alt: string; width: number | null; height: number | null }): ImageNode {
  return {
    id: image.id,
    assetUrl: image.url,
    originalSize: `${image.width ?? IMAGE_SIZE.width}x${image.height ?? IMAGE_SIZE.height}`,
    mediaFocalPoint: { x: 0.5, y: 0.5 },
    title: image.alt,
  };
}

/** The path an uploaded file is served at: `/files/<id>/<name>` (the name for people and downloads; the id decides). */
export function filePath(file: { readonly id: string; readonly name: string }): string {
  return `/files/${file.id}/${encodeURIComponent(file.name)}`;
}
