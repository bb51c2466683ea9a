import { useEffect, useLayoutEffect } from 'react';

/**
 * Set on <html> once React has taken the page over (hydrated or rendered):
 * from then on clicks and typing are handled. Before it, a rendered page is
 * readable and its links work, but its buttons and fields do nothing yet.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Set on <html> by a remote's page list as it hydrates: its page marks the
 * document interactive itself, once its own lazy code is in. An attribute,
 * not module state, because each remote bundles its own copy of this module.
 */
const PAGE_MARKS_ATTRIBUTE = 'data-page-marks-interactive';

/**
 * Marks the page interactive when the tree it sits in commits. Placed inside
 * a Suspense boundary, it waits for that boundary: a lazy page hydrates after
 * the root does, and a click on it before then is lost. With
 * `unlessPageDoes`, it leaves the marking to a page that said it would (see
 * useMarkedByPage); a remote that does not say so is marked with the root.
 * Renders nothing, so hydration is unaffected.
 */
export function MarkInteractive({ unlessPageDoes = false }: { unlessPageDoes?: boolean }) {
  useEffect(() => {
    const html = document.documentElement;
    if (unlessPageDoes && html.hasAttribute(PAGE_MARKS_ATTRIBUTE)) return;
    html.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, [unlessPageDoes]);
  return null;
}

/**
 * Says that this tree's page marks the document interactive itself. Layout
 * effects run before any passive effect of the same commit, so the root's
 * MarkInteractive already sees it.
 */
export function useMarkedByPage(): void {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(PAGE_MARKS_ATTRIBUTE, '');
  }, []);
}
