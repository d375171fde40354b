/**
 * The owner primitives the admin app's editors share: the confirm dialog, the unsaved-changes
 * prompt, failure alerts, loads with the §8 messages, the site preview beside each editor, and the
 * contract between the content editor and its block editors.
 */
export { AdminContext, useAdmin } from './admin-context';
export type { AdminContextValue } from './admin-context';
export { ConfirmProvider, useConfirm } from './confirm-dialog';
export type { Confirm, ConfirmOptions } from './confirm-dialog';
export { useUnsavedChanges } from './unsaved-changes';
export type { UnsavedChangesOptions } from './unsaved-changes';
export { FailureAlert } from './failure-alert';
export { SaveActions } from './save-actions';
export type { SaveActionsProps } from './save-actions';
export type { FailureAlertProps } from './failure-alert';
export { SitePreview, PREVIEW_DEVICES } from './site-preview';
export type { SitePreviewProps, PreviewDevice } from './site-preview';
export { EditorLayout } from './editor-layout';
export type { EditorLayoutProps } from './editor-layout';
export { useLoad } from './use-load';
export type { LoadState } from './use-load';
export { ADMIN_CSS } from './styles';
export { useSave } from './use-save';
export type { SaveState } from './use-save';
export type { BlockEditorModule, BlockEditorProps } from './block-editor';
