// The demo's pages escape and embed JSON with the same helpers as the site's templates and the dev overlay.
export { escapeHtml, jsonForScript } from '../../../src/site-templates';

/** A style sheet a page inlines in its head, as `<style data-sf-styles="{id}">`, under the page's nonce. */
export interface PageStyle {
  readonly id: string;
  readonly css: string;
}
