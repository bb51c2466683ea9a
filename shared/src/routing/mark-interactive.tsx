import { useEffect } from 'react';

/**
 * Set on <html> once React has taken the page over (hydrated or rendered):
 * from then on clicks and typing are handled. Before it, a rendered page is
 * readable and its links work, but its buttons and fields do nothing yet.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Marks the page interactive when the tree it sits in commits. Placed inside
 * a Suspense boundary, it waits for that boundary: a lazy page hydrates after
 * the root does, and a click on it before then is lost. Renders nothing, so
 * hydration is unaffected.
 */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}
