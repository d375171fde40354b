import type { FastifyRequest } from 'fastify';
import { siteOrigin } from '../cookies';

/**
 * Faults QA can switch on for one page to watch the storefront fail safely. Open a page with
 * `?demo-fault=<name>`; the calls that page makes carry it in their Referer (the demo's pages send
 * `Referrer-Policy: same-origin`), so nothing outside that page is touched.
 *
 * `cart-popover`: an add answers a newly added entry whose title is not text, so the cart popover,
 * which shows that title, throws while rendering — and its error boundary takes over.
 *
 * `installments-info`: the installment provider's information page (the stand-in) answers 503, so
 * the installments modal opens without it and the failure is only logged.
 *
 * `quick-view`: the quick view's product block answers 503, so the quick view shows its load
 * failure message.
 */
export const DEMO_FAULTS = ['cart-popover', 'installments-info', 'quick-view'] as const;
export type DemoFault = (typeof DEMO_FAULTS)[number];
export const DEMO_FAULT_PARAMETER = 'demo-fault';

/** The fault the request's page asked for, when it is a page of this site that names a known one. */
export function demoFaultOf(request: FastifyRequest): DemoFault | undefined {
  const referer = request.headers.referer;
  if (referer === undefined) return undefined;
  try {
    const page = new URL(referer);
    if (page.origin !== siteOrigin(request)) return undefined;
    const fault = page.searchParams.get(DEMO_FAULT_PARAMETER);
    return DEMO_FAULTS.find((known) => known === fault);
  } catch {
    return undefined;
  }
}
