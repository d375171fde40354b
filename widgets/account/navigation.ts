/**
 * Where the account widget takes the page once something changed on the server: signing in or out
 * reloads it (the header, members-only content and the cart all follow the session), a new language
 * opens it in that language. One object, so tests can watch it instead of navigating.
 */
export const navigation = {
  reload(): void {
    globalThis.location.reload();
  },
  go(url: string): void {
    globalThis.location.assign(url);
  },
};

/**
 * This page in `code`: with `?locale=<code>`, or without the parameter for the site's own
 * language (`siteLanguage`), which pages are shown in when none is asked for.
 */
export function languageUrl(href: string, code: string, siteLanguage: string): string {
  const url = new URL(href);
  if (code === siteLanguage) url.searchParams.delete('locale');
  else url.searchParams.set('locale', code);
  return url.href;
}
