import { useCallback, useState } from 'react';

const STORAGE_KEY = 'pawapuri.sidebarCollapsed';

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(read);
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      try {
        localStorage.setItem(STORAGE_KEY, String(!previous));
      } catch {
        // Not remembered where storage is blocked; the toggle still works.
      }
      return !previous;
    });
  }, []);
  return [collapsed, toggle];
}
