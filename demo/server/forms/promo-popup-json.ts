/** The promotional pop-up as site JSON. */
import type { FormDefinition } from '../../../src/forms';
import { formBlock, imageNode, type SiteJson } from '../site';
import type { PromoPopup } from './promo-popup';

/**
 * `promoPopup`, on a page that shows the promotional pop-up: what `blocks/promo-popup.block`
 * writes — its words (the body's paragraphs), its image node, when it opens, how often, and its
 * sign-up form rendered on the server (hidden until it opens, so the loader mounts it only then).
 */
export function promoPopupJson(popup: PromoPopup, form: FormDefinition): SiteJson {
  return {
    id: popup.id,
    heading: popup.heading,
    paragraphs: popup.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ''),
    ...(popup.image === null ? {} : { image: imageNode(popup.image) }),
    trigger: popup.trigger.kind,
    triggerValue: popup.trigger.kind === 'delay' ? popup.trigger.seconds : popup.trigger.percent,
    periodDays: popup.periodDays,
    formBlock: formBlock(form, { widget: 'promo-popup-form', submitLabel: popup.submitLabel, hidden: true }),
  };
}
