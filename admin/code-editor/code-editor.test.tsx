// @vitest-environment happy-dom
import { act, createRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_BLOCK_MESSAGES } from '../../src/code-blocks';
import { CodeEditor, type CodeEditorHandle } from './code-editor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
let root: Root;
let userAgent: PropertyDescriptor | undefined;

function Editor({ handle, initial }: { handle: React.Ref<CodeEditorHandle>; initial: string }) {
  const [value, setValue] = useState(initial);
  return <CodeEditor ref={handle} label="HTML" value={value} onChange={setValue} />;
}

beforeEach(() => {
  userAgent = Object.getOwnPropertyDescriptor(navigator, 'userAgent');
  Object.defineProperty(navigator, 'userAgent', { value: ANDROID, configurable: true });
  document.body.innerHTML = '<main id="page"></main>';
  root = createRoot(document.getElementById('page')!);
});

afterEach(() => {
  act(() => root.unmount());
  if (userAgent === undefined) Reflect.deleteProperty(navigator, 'userAgent');
  else Object.defineProperty(navigator, 'userAgent', userAgent);
});

describe('the code editor on Android', () => {
  it('is the plain text area, labelled, with the spec’s message describing it', () => {
    act(() => root.render(<Editor handle={createRef()} initial="<p>Hi</p>" />));
    const area = document.querySelector('textarea');
    expect(area?.value).toBe('<p>Hi</p>');
    expect(document.querySelector(`label[for="${area?.id}"]`)?.textContent).toBe('HTML');
    const described = (area?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(CODE_BLOCK_MESSAGES.android);
    expect(document.querySelector('.cm-editor')).toBeNull();
  });

  it('inserts at the cursor, in place of the selection, and puts the cursor after it', () => {
    const handle = createRef<CodeEditorHandle>();
    act(() => root.render(<Editor handle={handle} initial="<p>See the shop</p>" />));
    const area = document.querySelector('textarea')!;
    area.setSelectionRange(11, 15);
    expect(handle.current?.selectedText()).toBe('shop');
    act(() => handle.current?.insert('<a href="/shop">shop</a>'));
    expect(area.value).toBe('<p>See the <a href="/shop">shop</a></p>');
    expect(document.activeElement).toBe(area);
    expect([area.selectionStart, area.selectionEnd]).toEqual([35, 35]);
  });
});
