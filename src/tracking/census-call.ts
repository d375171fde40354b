/** Extra fields a census call carries beside the hit data (button id, form id …). */
export type TrackingData = Readonly<Record<string, unknown>>;

/**
 * A census call a widget makes (spec 000 §7): a button shown or clicked, a form or an overlay shown,
 * with what identifies it; or a product's quick view opened.
 */
export type CensusCall =
  | { readonly kind: 'button-click' | 'button-render' | 'form-render' | 'overlay'; readonly data: TrackingData }
  | { readonly kind: 'quick-view'; readonly itemId: string };

/** What a census call sends: its path (written `/api/...`, under the API root) and its data. */
export interface CensusRequest {
  readonly path: string;
  readonly data?: TrackingData;
}

/** The request of a call: `POST /api/census/{kind}` with its data, or `/api/census/RecordQuickView/{itemId}`. */
export function censusRequestOf(call: CensusCall): CensusRequest {
  return call.kind === 'quick-view'
    ? { path: `/api/census/RecordQuickView/${encodeURIComponent(call.itemId)}` }
    : { path: `/api/census/${call.kind}`, data: call.data };
}
