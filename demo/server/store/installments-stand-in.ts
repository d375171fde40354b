import type { FastifyInstance } from 'fastify';
import { demoFaultOf } from '../telemetry';
import { escapeHtml } from '../site';

/**
 * The demo's stand-in for the installment provider's information page (spec 000 §7: a GET of the
 * provider's HTML, shown in the installments modal), because no third-party host is reachable
 * here. One page per provider and locale, e.g. /installments-stand-in/afterpay/en_US.html. Like a
 * provider's CDN it allows any origin to read it.
 */
export const INSTALLMENTS_STAND_IN_PREFIX = '/installments-stand-in/';

const PROVIDERS: Readonly<Record<string, string>> = { afterpay: 'Afterpay', clearpay: 'Clearpay' };

/**
 * Unstyled on purpose: the storefront shows the page in an `<iframe srcdoc>`, which inherits the
 * store's policy, and that policy blocks inline styles. (A provider's real page would link style
 * sheets from its own host, which the store's policy would then have to name.)
 */
function standInPage(provider: string, locale: string): string {
  const name = escapeHtml(provider);
  return `<!doctype html>
<html lang="${escapeHtml(locale.replace('_', '-'))}">
<head><meta charset="utf-8"><title>${name}</title>
</head>
<body>
<h1>Shop now. Pay later with ${name}.</h1>
<p>This is the demo's stand-in for ${name}'s information page (${escapeHtml(locale)}).</p>
<ol>
<li>Add your favourites to your cart.</li>
<li>Choose ${name} at checkout.</li>
<li>Pay in 4 interest-free instalments, every two weeks.</li>
</ol>
<p><a href="https://example.com/installments-terms" target="_blank" rel="noopener">Terms apply</a></p>
</body>
</html>
`;
}

export function registerInstallmentsStandInRoutes(app: FastifyInstance): void {
  app.get<{ Params: { provider: string; page: string } }>(`${INSTALLMENTS_STAND_IN_PREFIX}:provider/:page`, (request, reply) => {
    const name = PROVIDERS[request.params.provider];
    const locale = /^([a-z]{2}_[A-Z]{2})\.html$/.exec(request.params.page)?.[1];
    reply.header('access-control-allow-origin', '*');
    if (demoFaultOf(request) === 'installments-info') {
      return reply.code(503).type('text/plain; charset=utf-8').send('The provider page is unavailable (demo fault)\n');
    }
    if (name === undefined || locale === undefined)
      return reply.code(404).type('text/plain; charset=utf-8').send('No such provider page\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(standInPage(name, locale));
  });
}
