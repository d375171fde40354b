/**
 * The forms domain's door: forms and submissions, form pages and admin, mailing lists, places,
 * captcha, the promotional pop-up.
 */
export { spendCaptchaToken } from './captcha';
export { formPage, THANK_YOU_PAGE, thankYouPage } from './form-page-html';
export { findFormPageByUrl, FORM_PAGES, listFormPages } from './form-pages';
export { insertSeedForms, SEED_FORMS } from './form-seed';
export { findForm } from './forms';
export { formsPlugin } from './plugin';
export { insertPromoPopup, listPromoPopupImages, promoPopupFor, SEED_PROMO_POPUP } from './promo-popup';
export { promoPopupJson } from './promo-popup-json';
