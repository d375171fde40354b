/**
 * What the owner administers, as SQLite holds it: the header and footer HTML, the site's
 * navigations, and its languages and translation-service connection (the store pages with their
 * categories are the store's: store/store-pages.ts; the seed is storefront/site-pages.ts). The
 * routes (storefront/admin-routes.ts) check input with the admin's own rules (src/admin) and call
 * these; the site chrome (storefront/site-chrome.ts) reads them for every page.
 */
import type { LanguageChoice, MultilingualStatus, NavigationItem, SiteLanguage } from '../../../src/admin';
import type { DemoDatabase } from '../database';

/** The main navigation: the layout's first entry. */
export const MAIN_NAVIGATION = 'main-navigation';
/** A second navigation (the footer's in a theme that shows one); empty in the seed. */
export const SECONDARY_NAVIGATION = 'secondary-navigation';

// ---------------------------------------------------------------------------------------------
// Header and footer

export interface StoredHeaderFooter {
  /** As the owner wrote them; what the editor shows. */
  readonly header: string;
  readonly footer: string;
  /** What every page shows: the same, or sanitized when the role that wrote the part could not add code. */
  readonly headerShown: string;
  readonly footerShown: string;
  /** Whether each part was written (or published as written) by a role trusted with code. */
  readonly headerTrusted: boolean;
  readonly footerTrusted: boolean;
}

interface HeaderFooterRow {
  header: string;
  footer: string;
  header_shown: string;
  footer_shown: string;
  header_trusted: 0 | 1;
  footer_trusted: 0 | 1;
}

export function readHeaderFooter(db: DemoDatabase): StoredHeaderFooter {
  const row = db
    .prepare('SELECT header, footer, header_shown, footer_shown, header_trusted, footer_trusted FROM site_header_footer WHERE id = 1')
    .get() as HeaderFooterRow | undefined;
  if (row === undefined) return { header: '', footer: '', headerShown: '', footerShown: '', headerTrusted: true, footerTrusted: true };
  return {
    header: row.header,
    footer: row.footer,
    headerShown: row.header_shown,
    footerShown: row.footer_shown,
    headerTrusted: row.header_trusted === 1,
    footerTrusted: row.footer_trusted === 1,
  };
}

/** Stores both parts, each with its own trust (the row's `trusted`: both parts are). */
export function writeHeaderFooter(db: DemoDatabase, value: StoredHeaderFooter, now: number): void {
  db.prepare(
    `INSERT INTO site_header_footer (id, header, footer, header_shown, footer_shown, trusted, header_trusted, footer_trusted, updated)
     VALUES (1, @header, @footer, @headerShown, @footerShown, @trusted, @headerTrusted, @footerTrusted, @now)
     ON CONFLICT (id) DO UPDATE SET header = @header, footer = @footer, header_shown = @headerShown,
       footer_shown = @footerShown, trusted = @trusted, header_trusted = @headerTrusted, footer_trusted = @footerTrusted,
       updated = @now`,
  ).run({
    ...value,
    trusted: value.headerTrusted && value.footerTrusted ? 1 : 0,
    headerTrusted: value.headerTrusted ? 1 : 0,
    footerTrusted: value.footerTrusted ? 1 : 0,
    now,
  });
}

// ---------------------------------------------------------------------------------------------
// Languages

/** The languages the demo platform can add, by BCP 47 tag, named in English. */
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = [
  { code: 'en-US', name: 'English (United States)' },
  { code: 'en-GB', name: 'English (United Kingdom)' },
  { code: 'fr-FR', name: 'French (France)' },
  { code: 'de-DE', name: 'German (Germany)' },
  { code: 'es-ES', name: 'Spanish (Spain)' },
  { code: 'it-IT', name: 'Italian (Italy)' },
  { code: 'nl-NL', name: 'Dutch (Netherlands)' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)' },
  { code: 'ja-JP', name: 'Japanese (Japan)' },
];

/** The translation service the demo site is connected to. */
export const TRANSLATION_PROVIDER = 'Demo Translate';

export function languageChoice(code: string): LanguageChoice | undefined {
  return LANGUAGE_CHOICES.find((choice) => choice.code.toLowerCase() === code.toLowerCase());
}

export function readLanguages(db: DemoDatabase): SiteLanguage[] {
  const rows = db.prepare('SELECT code, is_default FROM site_languages ORDER BY position').all() as { code: string; is_default: 0 | 1 }[];
  return rows.map(({ code, is_default }) => ({ code, name: languageChoice(code)?.name ?? code, isDefault: is_default === 1 }));
}

/** Replaces the site's languages; the caller has checked them. */
export function writeLanguages(db: DemoDatabase, languages: readonly Pick<SiteLanguage, 'code' | 'isDefault'>[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM site_languages').run();
    const insert = db.prepare('INSERT INTO site_languages (code, position, is_default) VALUES (?, ?, ?)');
    languages.forEach(({ code, isDefault }, position) => insert.run(code, position, isDefault ? 1 : 0));
  })();
}

export function readConnection(db: DemoDatabase): MultilingualStatus {
  const row = db.prepare('SELECT provider, connected FROM multilingual_connection WHERE id = 1').get() as
    { provider: string; connected: 0 | 1 } | undefined;
  return row?.connected === 1 ? { connected: true, provider: row.provider } : { connected: false, provider: null };
}

export function disconnectTranslation(db: DemoDatabase): void {
  db.prepare('UPDATE multilingual_connection SET connected = 0 WHERE id = 1').run();
}

// ---------------------------------------------------------------------------------------------
// Pages and navigations

export interface StoredNavigation {
  readonly identifier: string;
  readonly items: readonly NavigationItem[];
}

export function readNavigations(db: DemoDatabase): StoredNavigation[] {
  const rows = db.prepare('SELECT identifier, items FROM site_navigations ORDER BY position').all() as {
    identifier: string;
    items: string;
  }[];
  return rows.map((row) => ({ identifier: row.identifier, items: JSON.parse(row.items) as NavigationItem[] }));
}

/** Replaces one navigation's items; false when the site has no navigation of that name. */
export function writeNavigation(db: DemoDatabase, identifier: string, items: readonly NavigationItem[]): boolean {
  return db.prepare('UPDATE site_navigations SET items = ? WHERE identifier = ?').run(JSON.stringify(items), identifier).changes === 1;
}
