import type { FormDefinition } from '../../../src/forms';
import { PAGE_TYPE, type SitePage, formBlock, FORM_STYLES, escapeHtml, pageContext } from '../site';
import { FORM_PAGES, type FormPage, type StoredFormPage } from './form-pages';

export { FORM_PAGES, type FormPage };

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
