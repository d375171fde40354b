/**
 * CodeMirror 6 set up for HTML, imported by the code editor only when it is shown (never on
 * Android, never by a page without a code editor). Tab is deliberately left unbound: it moves focus
 * on, as everywhere else on the page, so a keyboard user is never trapped in the editor; indenting
 * is Ctrl+] and outdenting Ctrl+[ (CodeMirror's default keymap).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, HighlightStyle, indentOnInput, LRLanguage, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { parser } from '@lezer/html';

/** Token colours that keep WCAG AA contrast (4.5:1) on the editor's white. */
const HIGHLIGHT = HighlightStyle.define([
  { tag: [tags.tagName, tags.angleBracket], color: '#1b4f9c' },
  { tag: tags.attributeName, color: '#7a3e00' },
  { tag: [tags.attributeValue, tags.string], color: '#1e6b2f' },
  { tag: tags.comment, color: '#595959', fontStyle: 'italic' },
  { tag: [tags.keyword, tags.processingInstruction, tags.documentMeta], color: '#7b2d8b' },
  { tag: [tags.number, tags.bool, tags.atom], color: '#8a2b00' },
  { tag: [tags.propertyName, tags.definition(tags.variableName)], color: '#0b5563' },
  { tag: tags.invalid, color: '#a4161a', textDecoration: 'underline wavy' },
]);

/**
 * HTML alone, without CodeMirror's HTML package, which brings the CSS and JavaScript languages
 * (and completion) for style and script elements: a third of the size, for code blocks that are
 * mostly markup and widget snippets.
 */
const HTML = LRLanguage.define({
  name: 'html',
  parser,
  languageData: { commentTokens: { block: { open: '<!--', close: '-->' } } },
});

const THEME = EditorView.theme({
  '&': { border: '1px solid #767676', borderRadius: '4px', background: '#fff', color: '#111', fontSize: '.9rem' },
  '&.cm-focused': { outline: '3px solid #1a5fb4', outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: 'ui-monospace,SFMono-Regular,Menlo,monospace', minHeight: '10rem', maxHeight: '60vh', overflow: 'auto' },
  '.cm-content': { minHeight: '10rem' },
  '.cm-gutters': { background: '#f4f4f4', color: '#4a4a4a', borderRight: '1px solid #c9c9c9' },
});

/**
 * Typing over a selection CodeMirror leaves to the browser, and Chrome, replacing lines, copies
 * their computed style into a `style` attribute, which the admin's Content-Security-Policy blocks
 * (and reports). Replacing the selection here keeps the browser's own editing out of it.
 */
const TYPE_OVER_SELECTION = EditorView.domEventHandlers({
  beforeinput(event, view) {
    if (event.inputType !== 'insertText' || event.data === null) return false;
    // The page's selection, not the editor's: CodeMirror may not have read one made just before.
    const selection = view.contentDOM.ownerDocument.getSelection();
    const { anchorNode, focusNode } = selection ?? {};
    if (selection === null || selection.isCollapsed || !anchorNode || !focusNode) return false;
    if (!view.contentDOM.contains(anchorNode) || !view.contentDOM.contains(focusNode)) return false;
    const ends = [view.posAtDOM(anchorNode, selection.anchorOffset), view.posAtDOM(focusNode, selection.focusOffset)];
    const from = Math.min(...ends);
    event.preventDefault();
    view.dispatch({
      changes: { from, to: Math.max(...ends), insert: event.data },
      selection: { anchor: from + event.data.length },
      scrollIntoView: true,
      userEvent: 'input.type',
    });
    return true;
  },
});

export interface CodeMirrorOptions {
  readonly parent: HTMLElement;
  readonly value: string;
  /** Attributes of the editable element: its accessible name and description. */
  readonly contentAttributes: Readonly<Record<string, string>>;
  readonly onChange: (value: string) => void;
  /** The nonce CodeMirror's `<style>` element needs under the page's Content-Security-Policy. */
  readonly styleNonce: string;
}

/** An HTML editor in `parent`; the caller destroys it. */
export function createCodeMirror({ parent, value, contentAttributes, onChange, styleNonce }: CodeMirrorOptions): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc: value,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        syntaxHighlighting(HIGHLIGHT),
        HTML,
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ ...contentAttributes }),
        THEME,
        EditorView.cspNonce.of(styleNonce),
        TYPE_OVER_SELECTION,
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
}

/** Puts `text` in place of the selection, leaves the cursor after it and the editor focused. */
export function insertIntoCodeMirror(view: EditorView, text: string): void {
  view.dispatch(view.state.replaceSelection(text), { scrollIntoView: true });
  view.focus();
}

/** The selected text (the first selection's). */
export function selectedInCodeMirror(view: EditorView): string {
  const { from, to } = view.state.selection.main;
  return view.state.sliceDoc(from, to);
}

/** Replaces the whole text when it changed outside the editor (discarded, reloaded). */
export function syncCodeMirror(view: EditorView, value: string): void {
  if (view.state.doc.toString() !== value) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
}
