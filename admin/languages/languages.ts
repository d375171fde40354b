import type { LanguageChoice, SiteLanguage } from '../../src/admin';

/** The platform's languages the site does not have yet: what "Add a language" offers. */
export function offeredLanguages(available: readonly LanguageChoice[], languages: readonly SiteLanguage[]): LanguageChoice[] {
  return available.filter(({ code }) => !languages.some((language) => language.code === code));
}

/** The code the "Add a language" list shows: the owner's pick while it is still offered, else the first offered, else ''. */
export function chosenLanguage(offered: readonly LanguageChoice[], picked: string): string {
  return picked !== '' && offered.some(({ code }) => code === picked) ? picked : (offered[0]?.code ?? '');
}

/** A language change: the list to save and the status said once it is saved. */
export interface LanguageChange {
  readonly next: SiteLanguage[];
  readonly done: string;
}

/** The list with the language `code` added (never as the default), or null when the platform does not offer it. */
export function addLanguage(languages: readonly SiteLanguage[], available: readonly LanguageChoice[], code: string): LanguageChange | null {
  const picked = available.find((choice) => choice.code === code);
  if (picked === undefined) return null;
  return { next: [...languages, { ...picked, isDefault: false }], done: `${picked.name} added.` };
}

/** The list with `language` the only default. */
export function makeDefaultLanguage(languages: readonly SiteLanguage[], language: SiteLanguage): LanguageChange {
  return {
    next: languages.map((each) => ({ ...each, isDefault: each.code === language.code })),
    done: `${language.name} is now the default language.`,
  };
}

/** The list without `language`. */
export function removeLanguage(languages: readonly SiteLanguage[], language: SiteLanguage): LanguageChange {
  return { next: languages.filter((each) => each.code !== language.code), done: `${language.name} removed.` };
}

/** What a failed save says: the failure's message and that the list was put back. */
export function undoneMessage(message: string): string {
  return `${message} The change was undone.`;
}

/** The translation service's name as the owner reads it. */
export function providerName(provider: string | null): string {
  return provider ?? 'the translation service';
}
