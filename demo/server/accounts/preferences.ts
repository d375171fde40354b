import type { DemoDatabase } from '../database';

/** One namespace's commerce preferences (spec 000 §3): plain key/value pairs, stored for the site. */
export type CommercePreferences = Readonly<Record<string, unknown>>;

/** The namespace's preferences; an empty object when none were saved. */
export function readPreferences(db: DemoDatabase, namespace: string): CommercePreferences {
  const row = db.prepare('SELECT preferences FROM commerce_preferences WHERE namespace = ?').get(namespace) as
    { preferences: string } | undefined;
  return row === undefined ? {} : (JSON.parse(row.preferences) as CommercePreferences);
}

/** Replaces the namespace's preferences with `preferences`, whole. */
export function savePreferences(db: DemoDatabase, namespace: string, preferences: CommercePreferences): void {
  db.prepare(
    'INSERT INTO commerce_preferences (namespace, preferences) VALUES (?, ?) ON CONFLICT (namespace) DO UPDATE SET preferences = excluded.preferences',
  ).run(namespace, JSON.stringify(preferences));
}
