import { useEffect } from 'react';
import { startSendingQueuedVisits } from '@pawapuri/shared';

/**
 * Sends the visits queued while the connection was gone: once when the page
 * starts, and each time the browser comes back online.
 */
export function QueuedVisitSender({
  start = startSendingQueuedVisits,
}: {
  start?: () => () => void;
}) {
  useEffect(() => start(), [start]);
  return null;
}
