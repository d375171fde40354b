/**
 * Colours for the colour picker and the engine's colour formatters alike: the RGB, HSL and HSV
 * models, hex colours of 3 to 6 digits, the website colour formatter's bounds and messages, and
 * WCAG contrast.
 */
export { colorWeight, hexToRgb, isHexColor, parseHexValue, rgbToHex } from './hex';
export { hslToHsv, hslToRgb, hsvToHsl, hsvToRgb, rgbToHsl, rgbToHsv } from './models';
export type { Hsl, Hsv, Rgb } from './models';
export { HSL_BOUNDS, WEBSITE_COLOR_MESSAGES, formatWebsiteColor, hslCss, websiteColorProblems } from './website-color';
export type { HslField, HslProblem, WebsiteColorValue } from './website-color';
export { WCAG_AA_CONTRAST, blendOver, checkContrastAA, contrastRatio, relativeLuminance } from './contrast';
export type { ContrastCheck } from './contrast';
export { COLOR_FIELD_MESSAGES, COLOR_TEXT_FIELDS, colorFieldTexts, readColorField } from './fields';
export type { ColorFieldReading, ColorTextField } from './fields';
