/**
 * The content pages as the editor sees them: pages made of code and chart blocks, the calls that
 * list, add, save and delete blocks, and a product's embed snippet for a code block.
 */
export {
  CONTENT_PAGES_API,
  addContentBlock,
  deleteContentBlock,
  getContentPage,
  getNewsletterEmbed,
  getProductEmbed,
  listContentPages,
  saveContentBlock,
} from './calls';
export type {
  ChartBlock,
  CodeBlock,
  ContentBlock,
  ContentBlockInput,
  ContentBlockType,
  ContentPage,
  ContentPageSummary,
  SavedBlock,
} from './calls';
export { EMBED_MESSAGES } from './messages';
