// The demo's pages escape and embed JSON with the same helpers as the site's templates and the dev overlay.
export { escapeHtml, jsonForScript } from '../../../src/site-templates';
