import { eventOfTap, eventOfView, type PageEvent } from './event-of-element';
import { recordEvent } from './record-event';
import { sendQueuedEvents } from './send-queued-events';

export interface EventRecorderDeps {
  record: (event: PageEvent) => unknown;
  sendQueued: () => Promise<void>;
}

const defaultDeps: EventRecorderDeps = {
  record: (event) => recordEvent(event),
  sendQueued: () => sendQueuedEvents(),
};

/**
 * Records what visitors do without code in the pages: one listener on the
 * document sees every tap (in the capture phase, so a page's own handler
 * cannot hide it) and records the event the tapped element names or its link
 * is recognised as; elements marked `data-event-view` record theirs once when
 * they appear (the 404 page). Queued events are sent now and whenever the
 * connection comes back. Returns the function that stops all of it.
 */
export function startRecordingEvents(
  root: Document = document,
  deps: EventRecorderDeps = defaultDeps,
): () => void {
  const win = root.defaultView;
  const origin = win?.location.origin ?? 'http://localhost';
  const onClick = (event: MouseEvent) => {
    // A middle-click opens the link too; a right-click does not.
    if (event.button !== 0 && event.button !== 1) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    const found = eventOfTap(target, origin);
    if (found) void deps.record(found);
  };
  const onAuxClick = (event: MouseEvent) => {
    if (event.button === 1) onClick(event);
  };

  const seen = new WeakSet<Element>();
  const lookForViews = (node: Node) => {
    if (!(node instanceof Element)) return;
    const marked = node.matches('[data-event-view]') ? [node] : [];
    for (const element of [...marked, ...Array.from(node.querySelectorAll('[data-event-view]'))]) {
      if (seen.has(element)) continue;
      seen.add(element);
      const found = eventOfView(element);
      if (found) void deps.record(found);
    }
  };
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) mutation.addedNodes.forEach(lookForViews);
  });
  observer.observe(root.body, { childList: true, subtree: true });
  lookForViews(root.body);

  const onOnline = () => void deps.sendQueued();
  root.addEventListener('click', onClick, true);
  root.addEventListener('auxclick', onAuxClick, true);
  win?.addEventListener('online', onOnline);
  void deps.sendQueued();
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('auxclick', onAuxClick, true);
    win?.removeEventListener('online', onOnline);
    observer.disconnect();
  };
}
