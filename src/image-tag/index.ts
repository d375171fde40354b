/**
 * The image tag helper: `renderImageTag(props)` writes an `<img>` with its loading hints and the
 * platform's image template checks as HTML comments; `IMAGE_TAG_FORMATTERS` offers it to the
 * engine as the `image-tag` formatter. See README.md for the comment format and the decisions.
 */
export { renderImageTag } from './render-image-tag';
export { IMAGE_TAG_FORMATTERS } from './formatter';
export type { ImageLoader, ImagePriority, ImageTagProps } from './render-image-tag';
