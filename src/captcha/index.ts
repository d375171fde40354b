export { CAPTCHA_ACTIONS, DEFAULT_CAPTCHA_SCRIPT_URL, DEFAULT_CAPTCHA_GLOBAL, CaptchaError, findCaptchaProvider } from './provider';
export type { CaptchaAction, CaptchaSize, CaptchaRenderParameters, CaptchaProvider } from './provider';
export { loadCaptcha } from './script';
export type { CaptchaLoadOptions } from './script';
export { CAPTCHA_COMPACT_BELOW_PX, CAPTCHA_RENDERED_ATTRIBUTE, captchaSize, renderCaptcha, executeCaptcha } from './widget';
export type { CaptchaRenderOptions, CaptchaWidget, CaptchaExecuteOptions } from './widget';
