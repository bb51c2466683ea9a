import { useEffect } from 'react';
import { startRecordingEvents } from '@pawapuri/shared';

const startOnDocument = () => startRecordingEvents();

/**
 * Records taps on calls, maps, WhatsApp, UPI, downloads and links off the
 * site, and marked views (the 404 page), for the whole site: pages only mark
 * elements (`data-event`, `data-event-*`, `data-event-view`). Also sends the
 * events queued while offline.
 */
export function EventRecorder({ start = startOnDocument }: { start?: () => () => void }) {
  useEffect(() => start(), [start]);
  return null;
}
