/**
 * `use-sync-external-store/shim` as the browser builds resolve it. The shim
 * backports React 18's `useSyncExternalStore` to older React and hands out
 * React's own where it exists; on the React 19 every app shares, that is
 * always, so its fallback is dead code on every page. react-i18next imports
 * the shim; the browser builds give it React's hook directly
 * (tooling/trimmed-browser-modules.js).
 */
export { useSyncExternalStore } from 'react';
