/**
 * The Site styles panel's calls and rules: the site's heading and body fonts (font ids) and its
 * accent, background and text colours (as the website colour formatter reads them: hue 0–360,
 * saturation, lightness and alpha 0–1), and the WCAG AA contrast warnings the panel and the
 * platform both give. Apart from src/admin, so only the panel's chunk carries the colour code.
 */
export { SITE_STYLES_API, FONTS_API, COLOR_FIELDS, contrastWarnings, getSiteStyles, saveSiteStyles, getFonts } from './site-styles';
export type { SiteStyles, ColorField, ContrastWarning, FontFaceFile, PickerFont, SiteStylesAnswer } from './site-styles';
