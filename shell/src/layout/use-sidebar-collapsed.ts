import { useCallback, useState } from 'react';
import { useHydrated } from '@pawapuri/shared';

const STORAGE_KEY = 'pawapuri.sidebarCollapsed';

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The sidebar's collapsed state, remembered across visits. It is open on the
 * server (which cannot see the visitor's storage) and while hydrating, and
 * takes the remembered state right after.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const collapsed = chosen ?? (hydrated && read());
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
