import { DEMO_FAULT_PARAMETER } from './demo-fault';
import { PAGE_TYPE, type SitePage, escapeHtml, pageContext } from '../site';
import type {
  JsonObject,
  StoredCensusHit,
  StoredErrorReport,
  StoredPerformanceRecord,
  StoredTrackingEvent,
  VisitorTelemetry,
} from './telemetry';

export const QA_TELEMETRY_PATH = '/qa/telemetry';

/** The page whose cart popover fails on add, for trying the error boundary. */
const FAULTY_PAGE = `/products/canvas-tote?${DEMO_FAULT_PARAMETER}=cart-popover`;

/** The QA page's own words: a tool for the people testing the demo, not the merchant's site copy. */
const QA_COPY = {
  title: 'Telemetry recorded for you',
  visitor: 'Everything the demo stored for visitor',
  intro:
    'Newest first. This page loads no storefront script, so reading it records nothing; reload it to see what arrived since. Performance records arrive 30 seconds after a page starts, or when you leave it.',
  noVisitor:
    'You have no visitor id yet. Browse the shop first: the first pageview sets the ss_cvr cookie, and everything recorded for you appears here.',
  nothingYet: 'Nothing yet.',
  hits: 'Census hits',
  events: 'Shopping events',
  records: 'Performance records',
  errors: 'Error reports',
  tryHeading: 'Try a failing widget',
  tryFault:
    'On this page the cart popover fails after an add; the add-to-cart button and the cart pill keep working, and the error is reported here:',
} as const;

const CENSUS_CALL_NAMES: Readonly<Record<StoredCensusHit['kind'], string>> = {
  view: 'Pageview',
  'button-click': 'Button click',
  'button-render': 'Button render',
  'form-render': 'Form render',
  overlay: 'Overlay',
  'quick-view': 'Quick view',
};

/** `2025-03-01 10:00:00 UTC`: when the server stored the row. */
function time(epochMs: number): string {
  return `<td class="qa-time">${escapeHtml(`${new Date(epochMs).toISOString().replace('T', ' ').slice(0, 19)} UTC`)}</td>`;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}

/** `productId: abc · sku: TOTE · quantity: 1`, leaving out what every event carries. */
function fields(data: JsonObject, omit: readonly string[] = []): string {
  return Object.entries(data)
    .filter(([key]) => !omit.includes(key))
    .map(([key, value]) => `${escapeHtml(key)}: ${text(value)}`)
    .join(' · ');
}

function table(id: string, heading: string, columns: readonly string[], rows: readonly string[]): string {
  const body =
    rows.length === 0
      ? `<p>${escapeHtml(QA_COPY.nothingYet)}</p>`
      : // Wider than a phone: it scrolls inside its own box, which the keyboard can reach and scroll too.
        `<div class="table-scroll" role="region" aria-labelledby="${id}" tabindex="0"><table class="qa-table" aria-labelledby="${id}">
<thead><tr>${columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></div>`;
  return `<section>
<h2 id="${id}">${escapeHtml(heading)} (${rows.length})</h2>
${body}
</section>`;
}

function hitRow(hit: StoredCensusHit): string {
  const page = hit.data['url'];
  const title = hit.data['title'];
  return `<tr>${time(hit.received)}<td>${escapeHtml(CENSUS_CALL_NAMES[hit.kind])}</td><td>${text(page)}</td><td>${text(title)}</td><td>${text(hit.data['itemId'] ?? hit.itemId)}</td></tr>`;
}

function eventRow(event: StoredTrackingEvent): string {
  return `<tr>${time(event.received)}<td>${escapeHtml(event.event)}</td><td>${fields(event.data, ['websiteId'])}</td></tr>`;
}

/** Page speed shows its metrics (`LCP 1200 ms, good`); other records show their data. */
function recordSummary(record: StoredPerformanceRecord): string {
  if (record.event !== 'page_speed') return fields(record.data);
  const metrics = (record.data['metrics'] ?? {}) as Record<string, { value?: unknown; rating?: unknown }>;
  const shown = Object.entries(metrics).map(
    ([name, { value, rating }]) => `${escapeHtml(name)} ${text(value)}${name === 'CLS' ? '' : ' ms'}, ${text(rating)}`,
  );
  const interactions = Array.isArray(record.data['interactions']) ? record.data['interactions'].length : 0;
  return [...shown, `${interactions} slow interaction${interactions === 1 ? '' : 's'}`].join(' · ');
}

function recordRow(record: StoredPerformanceRecord): string {
  return `<tr>${time(record.received)}<td>${escapeHtml(record.event)}</td><td>${text(record.data['path'])}</td><td><code>${escapeHtml(record.pageLoadId.slice(0, 8))}</code></td><td>${recordSummary(record)}</td></tr>`;
}

function errorRow(report: StoredErrorReport): string {
  const { data } = report;
  let page = data.url;
  try {
    page = new URL(data.url).pathname;
  } catch {
    // Shown as it arrived.
  }
  const message = data.name === undefined ? data.message : `${data.name}: ${data.message}`;
  return `<tr>${time(report.received)}<td>${escapeHtml(report.event)}</td><td>${text(data.source)}</td><td>${escapeHtml(message)}</td><td>${escapeHtml(page)}</td></tr>`;
}

/**
 * What the demo stored for the current visitor (the `ss_cvr` cookie), newest first: census hits,
 * shopping events, performance records and error reports. It loads no storefront script, so
 * reading it records nothing.
 */
export function qaTelemetryPage(visitor: string | null, telemetry: VisitorTelemetry | null): SitePage {
  const intro =
    visitor === null || telemetry === null
      ? `<p>${escapeHtml(QA_COPY.noVisitor)}</p>`
      : `<p>${escapeHtml(QA_COPY.visitor)} <code>${escapeHtml(visitor)}</code>. ${escapeHtml(QA_COPY.intro)}</p>
${table('qa-hits', QA_COPY.hits, ['Stored', 'Call', 'Page', 'Title', 'Item'], telemetry.hits.map(hitRow))}
${table('qa-events', QA_COPY.events, ['Stored', 'Event', 'Data'], telemetry.events.map(eventRow))}
${table('qa-records', QA_COPY.records, ['Stored', 'Kind', 'Page', 'Page view', 'Measured'], telemetry.records.map(recordRow))}
${table('qa-errors', QA_COPY.errors, ['Stored', 'Kind', 'Source', 'Message', 'Page'], telemetry.errors.map(errorRow))}`;
  return {
    title: QA_COPY.title,
    path: QA_TELEMETRY_PATH,
    context: pageContext(PAGE_TYPE.page),
    storefront: false,
    content: {
      html: `<h1>${escapeHtml(QA_COPY.title)}</h1>
${intro}
<section>
<h2>${escapeHtml(QA_COPY.tryHeading)}</h2>
<p>${escapeHtml(QA_COPY.tryFault)} <a href="${escapeHtml(FAULTY_PAGE)}">${escapeHtml(FAULTY_PAGE)}</a></p>
</section>`,
    },
  };
}
