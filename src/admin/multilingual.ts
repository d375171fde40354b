import type { PlatformClient } from '../platform';
import { AdminValidationError } from './errors';
import { ADMIN_LIMITS } from './limits';
import { ADMIN_API } from './paths';

/** A language the site offers, by BCP 47 tag. */
export interface SiteLanguage {
  readonly code: string;
  /** Its name in English ("French (France)"). */
  readonly name: string;
  readonly isDefault: boolean;
}

/** A language the platform can add. */
export interface LanguageChoice {
  readonly code: string;
  readonly name: string;
}

/** `GET /api/multilingual/settings`: the default language and what can be added. */
export interface MultilingualSettings {
  readonly defaultLanguage: string;
  readonly availableLanguages: readonly LanguageChoice[];
}

/** `GET /api/multilingual/status`: the translation service's connection (connected or disconnected, spec 001 §4). */
export interface MultilingualStatus {
  readonly connected: boolean;
  /** The service's name while connected. */
  readonly provider: string | null;
}

const objectOf = (answer: unknown): Record<string, unknown> =>
  (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;

function languagesOf(answer: unknown): SiteLanguage[] {
  const { languages } = objectOf(answer);
  if (!Array.isArray(languages)) throw new TypeError('The multilingual answer has no languages list');
  return languages as SiteLanguage[];
}

export async function getMultilingualSettings(client: PlatformClient): Promise<MultilingualSettings> {
  const body = objectOf(await client.get<unknown>(ADMIN_API.multilingualSettings));
  if (typeof body['defaultLanguage'] !== 'string' || !Array.isArray(body['availableLanguages']))
    throw new TypeError('The multilingual settings answer has no defaultLanguage and availableLanguages');
  return body as unknown as MultilingualSettings;
}

export async function getMultilingualStatus(client: PlatformClient): Promise<MultilingualStatus> {
  const body = objectOf(await client.get<unknown>(ADMIN_API.multilingualStatus));
  if (typeof body['connected'] !== 'boolean') throw new TypeError('The multilingual status answer has no connected flag');
  return { connected: body['connected'], provider: typeof body['provider'] === 'string' ? body['provider'] : null };
}

/** `GET /api/multilingual/languages` */
export async function getLanguages(client: PlatformClient): Promise<SiteLanguage[]> {
  return languagesOf(await client.get<unknown>(ADMIN_API.multilingualLanguages));
}

/** Refuses a list the server would: none, more than the limit, a tag twice, not exactly one default. */
export function checkLanguages(languages: readonly Pick<SiteLanguage, 'code' | 'isDefault'>[]): void {
  if (languages.length === 0) throw new AdminValidationError('languages', 'A site needs at least one language');
  if (languages.length > ADMIN_LIMITS.languages)
    throw new AdminValidationError('languages', `A site can offer at most ${ADMIN_LIMITS.languages} languages`);
  const codes = new Set(languages.map(({ code }) => code.toLowerCase()));
  if (codes.size !== languages.length) throw new AdminValidationError('languages', 'Each language can be added once');
  if (languages.filter(({ isDefault }) => isDefault).length !== 1)
    throw new AdminValidationError('languages', 'Exactly one language must be the default');
}

/** `PUT /api/multilingual/languages` `{languages: [{code, isDefault}]}`; answers the list stored. */
export async function saveLanguages(
  client: PlatformClient,
  languages: readonly Pick<SiteLanguage, 'code' | 'isDefault'>[],
): Promise<SiteLanguage[]> {
  checkLanguages(languages);
  const body = { languages: languages.map(({ code, isDefault }) => ({ code, isDefault })) };
  return languagesOf(await client.put<unknown>(ADMIN_API.multilingualLanguages, body));
}

/** `DELETE /api/multilingual/connection`: disconnects the translation service. */
export async function deleteMultilingualConnection(client: PlatformClient): Promise<void> {
  await client.delete<unknown>(ADMIN_API.multilingualConnection);
}
