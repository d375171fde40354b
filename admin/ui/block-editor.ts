import type { ComponentType } from 'react';
import type { ContentBlock, ContentBlockType, SavedBlock } from '../../src/content-pages';

// The contract lives here, below the content editor and every block editor, so that a block
// editor (admin/chart-editor, admin/content/admin-code-block) never imports the content editor's
// list of them (admin/content/block-editors.ts), which imports each editor lazily.

/**
 * What the content editor gives a block's editor, one contract for every block type:
 *
 * - `pageId`: the page the block is on.
 * - `block`: the block as saved, or `undefined` for a new one (appended to the page when saved).
 * - `onSaved(result)`: call once the platform saved the block, with its answer (`{ block, notice? }`,
 *   the `notice` being what the owner must be told: script removed, rows or columns cut). The
 *   content editor closes the editor, shows the block in the list and the notice beside it.
 * - `onCancel()`: close without saving. The editor asks first when something is unsaved.
 *
 * The editor saves through `src/content-pages` itself (`addContentBlock` / `saveContentBlock`),
 * shows its own failures (FailureAlert), and guards its unsaved changes against leaving the page
 * (`useUnsavedChanges`). It is the page's only content while open, and is focused on opening.
 */
export interface BlockEditorProps<Block extends ContentBlock = ContentBlock> {
  readonly pageId: string;
  readonly block?: Block | undefined;
  readonly onSaved: (result: SavedBlock) => void;
  readonly onCancel: () => void;
}

/** A block type's editor, as its chunk exports it. */
export type BlockEditorModule<Type extends ContentBlockType> = {
  default: ComponentType<BlockEditorProps<Extract<ContentBlock, { type: Type }>>>;
};
