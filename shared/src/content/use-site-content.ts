import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import type { PublishedContent } from './published-content';
import { SiteContentContext } from './site-content-context';
import { renderedContent, storedContent, subscribeToContent } from './site-content-store';

const current = () => storedContent().content;
const rendered = () => renderedContent().content;

/**
 * The site's published content, for any app on the page: on the server the
 * copy the render was given; in the browser the copy inlined in the page
 * (so hydration matches), then whatever newer copy the API has (the page's
 * boot keeps asking: `keepContentFresh`).
 */
export function useSiteContent(): PublishedContent {
  const given = useContext(SiteContentContext);
  const stored = useSyncExternalStore(subscribeToContent, current, rendered);
  return given ? given.content : stored;
}

/** How often time-dependent parts (open now, notices) look at the clock again. */
const TICK_MS = 30_000;

/**
 * Now (ms since 1970) for time-dependent parts: the time the page was
 * rendered at on the server and while hydrating, the phone's clock after,
 * read again every half minute.
 */
export function useSiteNow(): number {
  const given = useContext(SiteContentContext);
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (given) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [given]);
  if (given) return given.renderedAt;
  return hydrated ? now : renderedContent().renderedAt;
}
