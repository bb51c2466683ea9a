import { useCallback, useState, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'pawapuri.sidebarCollapsed';

function readStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

const noSubscription = () => () => undefined;
const serverSnapshot = () => false;

/**
 * The sidebar's collapsed state, remembered across visits. It is open on the
 * server (which cannot see the visitor's storage) and while hydrating. The
 * remembered state is read as an external store whose server value is
 * "open": React re-renders the layout after hydration only when the stored
 * value differs, so a visitor who never collapsed the sidebar (most, and
 * every phone) pays for no second render of the whole frame.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const stored = useSyncExternalStore(noSubscription, readStored, serverSnapshot);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const collapsed = chosen ?? stored;
  const toggle = useCallback(() => {
    const next = !collapsed;
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Not remembered where storage is blocked; the toggle still works.
    }
    setChosen(next);
  }, [collapsed]);
  return [collapsed, toggle];
}
