import { describe, expect, it } from 'vitest';
import {
  addLanguage,
  chosenLanguage,
  makeDefaultLanguage,
  offeredLanguages,
  providerName,
  removeLanguage,
  undoneMessage,
} from './languages';

const english = { code: 'en-US', name: 'English', isDefault: true };
const french = { code: 'fr-FR', name: 'French', isDefault: false };
const site = [english, french];
const available = [
  { code: 'en-US', name: 'English' },
  { code: 'fr-FR', name: 'French' },
  { code: 'de-DE', name: 'German' },
  { code: 'es-ES', name: 'Spanish' },
];

describe('the languages editor', () => {
  it('offers only the languages the site does not have, in the platform order', () => {
    expect(offeredLanguages(available, site).map(({ name }) => name)).toEqual(['German', 'Spanish']);
    expect(offeredLanguages(available.slice(0, 2), site)).toEqual([]);
  });

  it("keeps the owner's pick while it is offered, else shows the first offered", () => {
    const offered = offeredLanguages(available, site);
    expect(chosenLanguage(offered, 'es-ES')).toBe('es-ES');
    expect(chosenLanguage(offered, '')).toBe('de-DE');
    expect(chosenLanguage(offered, 'fr-FR')).toBe('de-DE');
    expect(chosenLanguage([], 'es-ES')).toBe('');
  });

  it('adds a language at the end, never as the default, and says so', () => {
    expect(addLanguage(site, available, 'de-DE')).toEqual({
      next: [english, french, { code: 'de-DE', name: 'German', isDefault: false }],
      done: 'German added.',
    });
    expect(addLanguage(site, available, '')).toBeNull();
    expect(addLanguage(site, available, 'it-IT')).toBeNull();
  });

  it('makes one language the only default', () => {
    const { next, done } = makeDefaultLanguage(site, french);
    expect(next.filter(({ isDefault }) => isDefault).map(({ code }) => code)).toEqual(['fr-FR']);
    expect(next.map(({ code }) => code)).toEqual(['en-US', 'fr-FR']);
    expect(done).toBe('French is now the default language.');
  });

  it('removes just the one language', () => {
    expect(removeLanguage(site, french)).toEqual({ next: [english], done: 'French removed.' });
  });

  it('says a failed change was undone, and names the service or says what it is', () => {
    expect(undoneMessage('The server could not save.')).toBe('The server could not save. The change was undone.');
    expect(providerName('Weglot')).toBe('Weglot');
    expect(providerName(null)).toBe('the translation service');
  });
});
