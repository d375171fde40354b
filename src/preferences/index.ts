export { createPreferences, PreferencesError, PREFERENCES_CHANGED_EVENT } from './preferences';
export type { Preferences, PreferencesOptions, PreferenceValues } from './preferences';
