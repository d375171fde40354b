/**
 * The content pages as the editor sees them: pages made of code and chart blocks, the calls that
 * create and delete pages, list, add, save, order and delete blocks, and a product's embed snippet
 * for a code block.
 */
export {
  CONTENT_PAGES_API,
  addContentBlock,
  deleteContentBlock,
  getContentPage,
  getNewsletterEmbed,
  getProductEmbed,
  listContentPages,
  publishContentBlock,
  saveContentBlock,
} from './calls';
export { createContentPage, deleteContentPage, orderContentBlocks } from './page-calls';
export type { NewContentPage } from './page-calls';
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
