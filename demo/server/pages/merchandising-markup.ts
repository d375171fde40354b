import { createEngine, type Template } from '../../../src/engine';
import type { MerchandisingContext } from '../merchandising';
import type { PageContextProduct } from '../product-json';
import { DEMO_SITE } from '../site';

/**
 * The restock sign-up and scarcity markup, rendered by the template engine's own commerce
 * formatters (`product-restock-notification`, `product-scarcity`) on the product JSON, so the
 * restock widget and the variant picker work on real engine output.
 */
const engine = createEngine();

function compiled(source: string): Template {
  const { template, errors } = engine.compile(source);
  if (errors.length > 0) throw new Error(`The demo's ${source} does not compile: ${errors.map((error) => error.message).join('; ')}`);
  return template;
}

const SCARCITY = compiled('{.section item}{@|product-scarcity}{.end}');
const RESTOCK = compiled('{.section item}{@|product-restock-notification}{.end}');

function render(template: Template, item: PageContextProduct, merchandising: MerchandisingContext | undefined): string {
  if (merchandising === undefined) return '';
  const json = {
    item,
    productMerchandisingContext: { [item.id]: merchandising },
    website: { captchaSettings: { siteKey: DEMO_SITE.captchaSiteKey } },
  };
  const { output, errors } = template.render(json, { locale: DEMO_SITE.locale });
  if (errors.length > 0) throw new Error(`The engine could not render ${item.id}'s merchandising: ${errors.map((error) => error.message).join('; ')}`);
  return output.trim();
}

/** `{item|product-scarcity}`: the low-stock messages, each variant's hidden until it is chosen. */
export function scarcityMarkup(item: PageContextProduct, merchandising: MerchandisingContext | undefined): string {
  return render(SCARCITY, item, merchandising);
}

/** `{item|product-restock-notification}`: a sign-up form per sold-out variant (or product), with the captcha's container. */
export function restockMarkup(item: PageContextProduct, merchandising: MerchandisingContext | undefined): string {
  return render(RESTOCK, item, merchandising);
}
