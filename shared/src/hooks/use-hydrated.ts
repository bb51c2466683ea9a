import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true from the render after it
 * (and at once in a part first rendered in the browser). A component whose
 * output depends on the visitor's browser (storage, screen, clock) renders
 * what the server did while this is false, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
