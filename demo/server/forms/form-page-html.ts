import type { FormDefinition } from '../../../src/forms';
import { SEED_FORMS } from './form-seed';
import { PAGE_TYPE } from '../site/site';
import type { SitePage } from '../site/site-renderer';
import { formBlock, FORM_STYLES, type FormBlockOptions } from '../site/form-block';
import { escapeHtml } from '../site/html';
import type { StoredFormPage } from './form-pages';
import { pageContext } from '../site/page-context';

/** A demo page showing one form, as a merchant would lay it out. */
export interface FormPage {
  readonly path: string;
  /** The page's id: a plain page is a collection of its own. */
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  /** The form it shows, as stored in the forms table. */
  readonly formId: string;
  readonly block: FormBlockOptions;
  /** A newsletter block sits in its own titled section. */
  readonly sectionTitle?: string;
}

export const FORM_PAGES: readonly FormPage[] = [
  {
    path: '/forms/contact',
    id: '64b0f3c2a1d9e8f7c6b5a410',
    title: 'Contact us',
    intro: 'Questions about an order, a workshop or wholesale? Write to us; every kind of form field is here.',
    formId: SEED_FORMS.contact.id,
    block: { widget: 'form-block', submitLabel: 'Send' },
  },
  {
    path: '/forms/newsletter',
    id: '64b0f3c2a1d9e8f7c6b5a411',
    title: 'Newsletter',
    intro: 'One letter a month: new pieces, restocks and workshop dates.',
    formId: SEED_FORMS.newsletter.id,
    block: { widget: 'newsletter-block', submitLabel: 'Sign Up' },
    sectionTitle: 'Stay in touch',
  },
  {
    path: '/forms/workshop',
    id: '64b0f3c2a1d9e8f7c6b5a412',
    title: 'Workshop enquiry',
    intro: 'Tell us what you would like to make. This form asks you to prove you are not a robot.',
    formId: SEED_FORMS.workshopEnquiry.id,
    block: { widget: 'form-block', submitLabel: 'Send enquiry' },
  },
  {
    path: '/forms/catalogue',
    id: '64b0f3c2a1d9e8f7c6b5a413',
    title: 'Request a catalogue',
    intro: 'We send our catalogue as a PDF or in print. After sending, you go to a thank-you page.',
    formId: SEED_FORMS.catalogueRequest.id,
    block: { widget: 'form-block', submitLabel: 'Request' },
  },
];

/** Where the catalogue request form sends the shopper (its redirect). */
export const THANK_YOU_PAGE = { path: '/forms/thank-you', id: '64b0f3c2a1d9e8f7c6b5a414', title: 'Thank you' } as const;

/**
 * A page showing `form` (as the forms table holds it) in a block, rendered by the site's
 * `form.page` template: the built-in pages with their intro and block, or a page the owner created
 * (`/{urlId}`), whose form block takes the form's own submit label, else "Submit".
 */
export function formPage(page: FormPage | StoredFormPage, form: FormDefinition): SitePage {
  const builtIn = 'path' in page;
  const block = builtIn ? page.block : ({ widget: 'form-block', submitLabel: 'Submit' } as const);
  return {
    title: page.title,
    path: builtIn ? page.path : `/${page.urlId}`,
    context: pageContext(PAGE_TYPE.page, { pageId: page.id }),
    styles: FORM_STYLES,
    content: {
      template: 'pages/form.page',
      json: {
        page: {
          title: page.title,
          block: formBlock(form, block),
          ...(builtIn ? { intro: page.intro } : {}),
          ...(builtIn && page.sectionTitle !== undefined ? { sectionTitle: page.sectionTitle } : {}),
        },
      },
    },
  };
}

export function thankYouPage(): SitePage {
  return {
    title: THANK_YOU_PAGE.title,
    path: THANK_YOU_PAGE.path,
    context: pageContext(PAGE_TYPE.page, { pageId: THANK_YOU_PAGE.id }),
    content: {
      html: `<h1>${escapeHtml(THANK_YOU_PAGE.title)}</h1>
<p>Your catalogue request has arrived. <a href="/shop">Back to the shop</a>.</p>`,
    },
  };
}
