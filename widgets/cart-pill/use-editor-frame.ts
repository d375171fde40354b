import { useCallback, type MouseEvent } from 'react';

/**
 * Inside the site editor the storefront is framed by a same-origin page. There a link must set the
 * frame's URL (the editor watches it) instead of navigating. `frameElement` is `null` whenever the
 * parent is cross-origin, so a non-null one is the same-origin check.
 */
export function useEditorFrameLink(): (event: MouseEvent<HTMLAnchorElement>) => void {
  return useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    const win = event.currentTarget.ownerDocument.defaultView;
    if (win === null || win.top === win.self) return;
    const frame = win.frameElement;
    if (frame === null) return;
    event.preventDefault();
    frame.setAttribute('src', event.currentTarget.href);
  }, []);
}
