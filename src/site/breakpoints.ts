/**
 * The storefront's breakpoints (spec 000 §9, spec 001 §2): mobile up to 432 px wide, desktop from
 * 433 px; tablet never matches, so there are two. This is the one place they are written: widgets
 * build their media queries from these, and a theme's stylesheet names them as custom media
 * (`@media (--mobile)`, the syntax of CSS Media Queries 5), which `resolveCustomMedia` turns into
 * these queries before the stylesheet is served.
 *
 * Range syntax leaves no gap between the two: a zoomed window 432.5 px wide is desktop, where
 * `max-width: 432px` and `min-width: 433px` would both miss it.
 */
export const MOBILE_MAX_WIDTH_PX = 432;
export const MOBILE_MEDIA = `(width<=${MOBILE_MAX_WIDTH_PX}px)`;
export const DESKTOP_MEDIA = `(width>${MOBILE_MAX_WIDTH_PX}px)`;

// A parenthesis after a name is a function's (`var(--mobile)`), not a media feature.
const CUSTOM_MEDIA = /(?<![\w-])\(\s*--(mobile|desktop)\s*\)/g;

/**
 * A stylesheet with its custom media `(--mobile)` and `(--desktop)` replaced by the breakpoints'
 * queries. Any other custom media name is left as written: browsers read it as a query that never
 * matches.
 * @example resolveCustomMedia('@media (--mobile) { … }') // '@media (width<=432px) { … }'
 */
export function resolveCustomMedia(css: string): string {
  return css.replace(CUSTOM_MEDIA, (_match, name: string) => (name === 'mobile' ? MOBILE_MEDIA : DESKTOP_MEDIA));
}
