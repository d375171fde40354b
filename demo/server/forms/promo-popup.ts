/**
 * The promotional pop-up (spec 000 §2, page type 104 "popup overlay"): a newsletter sign-up the
 * owner configures — what it says and shows, the form it signs up with, when it opens (after a
 * delay or a scroll depth), how often a visitor sees it and on which pages. One row of
 * `promo_popups`; the owner's editor for it is the admin app's, the demo seeds one.
 */
import type { FormDefinition } from '../../../src/forms';
import type { DemoDatabase } from '../database';
import { findForm } from './forms';
import type { DrawnImage } from '../site';

/** When it opens: `delay` seconds after the page is shown, or once the visitor has scrolled to `scroll` percent of the page. */
export type PromoPopupTrigger =
  { readonly kind: 'delay'; readonly seconds: number } | { readonly kind: 'scroll'; readonly percent: number };

export interface PromoPopup {
  readonly id: string;
  readonly enabled: boolean;
  readonly heading: string;
  /** Plain text; a blank line starts a new paragraph. */
  readonly body: string;
  readonly image: DrawnImage | null;
  /** The form it signs up with (a form of the `forms` table). */
  readonly formId: string;
  readonly submitLabel: string;
  readonly trigger: PromoPopupTrigger;
  /** A visitor who saw it sees it again only after this many days. */
  readonly periodDays: number;
  /** Where it shows: a page whose path is one of these or below one; every page when empty. */
  readonly paths: readonly string[];
}

/** The limits the owner's editor keeps to, checked again on every read. */
export const PROMO_POPUP_LIMITS = {
  delaySeconds: { min: 0, max: 600 },
  scrollPercent: { min: 1, max: 100 },
  periodDays: { min: 1, max: 365 },
} as const;

/** The seeded pop-up: on the journal, five seconds in, once a month. */
export const SEED_PROMO_POPUP: PromoPopup = {
  id: 'letters',
  enabled: true,
  heading: 'Letters from the workshop',
  body: 'Once a month: new pieces from the kiln and the loom, workshop dates, and a story from the studio.\n\nNo spam, and you can leave whenever you like.',
  image: { id: 'promo-letters', alt: 'A bundle of letters tied with linen string', color: '#7a5c3e' },
  formId: 'promo-letters',
  submitLabel: 'Sign Up',
  trigger: { kind: 'delay', seconds: 5 },
  periodDays: 30,
  paths: ['/blog'],
};

interface PromoPopupRow {
  id: string;
  enabled: 0 | 1;
  heading: string;
  body: string;
  image: string | null;
  form_id: string;
  submit_label: string;
  trigger: string;
  trigger_value: number;
  period_days: number;
  paths: string;
}

/** A stored pop-up that breaks the editor's rules; the pages then show none and the log says why. */
export class PromoPopupConfigError extends Error {
  override readonly name = 'PromoPopupConfigError';
}

const within = (value: number, { min, max }: { min: number; max: number }) => Number.isInteger(value) && value >= min && value <= max;

function toPromoPopup(row: PromoPopupRow): PromoPopup {
  const fail = (problem: string): never => {
    throw new PromoPopupConfigError(`Promotional pop-up "${row.id}": ${problem}`);
  };
  let trigger: PromoPopupTrigger;
  if (row.trigger === 'delay') {
    if (!within(row.trigger_value, PROMO_POPUP_LIMITS.delaySeconds)) fail(`a delay of ${row.trigger_value} s is not 0 to 600 s`);
    trigger = { kind: 'delay', seconds: row.trigger_value };
  } else if (row.trigger === 'scroll') {
    if (!within(row.trigger_value, PROMO_POPUP_LIMITS.scrollPercent)) fail(`a scroll depth of ${row.trigger_value}% is not 1 to 100%`);
    trigger = { kind: 'scroll', percent: row.trigger_value };
  } else {
    trigger = fail(`trigger "${row.trigger}" is neither "delay" nor "scroll"`);
  }
  if (!within(row.period_days, PROMO_POPUP_LIMITS.periodDays)) fail(`a period of ${row.period_days} days is not 1 to 365 days`);
  const paths: unknown = JSON.parse(row.paths);
  if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string' && path.startsWith('/')))
    fail('paths must be a JSON array of paths starting with "/"');
  return {
    id: row.id,
    enabled: row.enabled === 1,
    heading: row.heading,
    body: row.body,
    image: row.image === null ? null : (JSON.parse(row.image) as DrawnImage),
    formId: row.form_id,
    submitLabel: row.submit_label,
    trigger,
    periodDays: row.period_days,
    paths: paths as string[],
  };
}

export function insertPromoPopup(db: DemoDatabase, popup: PromoPopup): void {
  db.prepare(
    `INSERT INTO promo_popups (id, enabled, heading, body, image, form_id, submit_label, trigger, trigger_value, period_days, paths)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    popup.id,
    popup.enabled ? 1 : 0,
    popup.heading,
    popup.body,
    popup.image === null ? null : JSON.stringify(popup.image),
    popup.formId,
    popup.submitLabel,
    popup.trigger.kind,
    popup.trigger.kind === 'delay' ? popup.trigger.seconds : popup.trigger.percent,
    popup.periodDays,
    JSON.stringify(popup.paths),
  );
}

/** Every stored pop-up, as stored. @throws PromoPopupConfigError for one that breaks the editor's rules */
export function listPromoPopups(db: DemoDatabase): PromoPopup[] {
  return (db.prepare('SELECT * FROM promo_popups ORDER BY rowid').all() as PromoPopupRow[]).map(toPromoPopup);
}

/** Whether `path` is one of the pop-up's paths or below one (`/blog` covers `/blog/a-post`, not `/blogroll`). */
export function showsOn(popup: PromoPopup, path: string): boolean {
  return (
    popup.paths.length === 0 ||
    popup.paths.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
  );
}

/** The pop-up a page at `path` shows, with its form; none when switched off, not for this page, or its form is gone. */
export function promoPopupFor(db: DemoDatabase, path: string): { popup: PromoPopup; form: FormDefinition } | undefined {
  for (const popup of listPromoPopups(db)) {
    if (!popup.enabled || !showsOn(popup, path)) continue;
    const form = findForm(db, popup.formId);
    if (form === undefined) throw new PromoPopupConfigError(`Promotional pop-up "${popup.id}": its form "${popup.formId}" does not exist`);
    return { popup, form };
  }
  return undefined;
}

/** The pop-ups' images, which the demo draws like every other (`/images/<id>.svg`). */
export function listPromoPopupImages(db: DemoDatabase): DrawnImage[] {
  return (db.prepare('SELECT image FROM promo_popups WHERE image IS NOT NULL').all() as { image: string }[]).map(
    (row) => JSON.parse(row.image) as DrawnImage,
  );
}
