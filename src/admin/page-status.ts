import type { SitePage } from './layout';

/** Spec 001 §3 *Page statuses*: the labels, as the admin shows them. */
export const PAGE_STATUS_LABEL = {
  scheduled: 'Scheduled',
  'needs-review': 'Needs Review',
  draft: 'Draft',
  private: 'Private',
  locked: 'Page locked',
  membersOnly: 'Members only',
} as const;

/** The labels a page shows beside its title; a published, open page shows none. */
export function pageStatusLabels(page: Pick<SitePage, 'status' | 'locked' | 'membersOnly'>): string[] {
  const labels: string[] = [];
  if (page.status !== 'published') labels.push(PAGE_STATUS_LABEL[page.status]);
  if (page.locked) labels.push(PAGE_STATUS_LABEL.locked);
  if (page.membersOnly) labels.push(PAGE_STATUS_LABEL.membersOnly);
  return labels;
}
