import type { ContentBlockType } from '../../src/content-pages';
import type { BlockEditorModule } from '../ui';

/**
 * Each block type's editor, imported when first opened (so the code editor's CodeMirror arrives
 * only with it). A type listed here can be added and edited; any other type's blocks are listed
 * and can be deleted.
 */
export const BLOCK_EDITORS: { readonly [Type in ContentBlockType]?: () => Promise<BlockEditorModule<Type>> } = {
  code: () => import('./admin-code-block'),
  chart: () => import('../chart-editor'),
};
