// The platform's cookie names, one binding each and read as `COOKIE.<name>` (see cookies.ts): a
// module namespace rather than an object, so a bundle carries only the names it reads — the
// loader needs two of them.

/** Session crumb; its value rides on every write as the CSRF header while no site user is signed in. */
export const crumb = 'crumb';
/** Set by the platform on the first add to cart; its presence means a cart exists. */
export const cart = 'CART';
/** JSON `{ authenticated, siteUserId }` describing the signed-in site user, URL-encoded. */
export const siteUserInfo = 'SiteUserInfo';
/**
 * The signed-in site user's xsrf token (the `xsrfToken` of the sign-in answer), readable by scripts
 * so every tab and page of the session sends it on writes; it lives exactly as long as the session.
 */
export const siteUserCrumb = 'siteUserCrumb';
/** The site user's session: set by the platform, HttpOnly, so no script ever reads it. */
export const siteUserSession = 'SiteUserSecureAuthToken';
/** The visitor census cookie; shopping events are sent only when it exists. */
export const census = 'SS_MID';
/** Long-lived visitor id (2 years). */
export const visitorLong = 'ss_cvr';
/** Short visitor session id (30 minutes). */
export const visitorShort = 'ss_cvt';
