/**
 * react-i18next as the browser builds share it: only the names the apps use.
 * Shared whole, it weighs about 11 KB gzip on every page (federation shares
 * a package as it is, so nothing is tree-shaken, and `Trans` brings an HTML
 * parser no page needs); shared through this module, webpack keeps just the
 * code these names reach. Browser builds resolve `react-i18next` here and
 * `react-i18next-package` to the package itself (tooling/trimmed-browser-modules.js);
 * servers, tests and types use the package directly.
 *
 * A remote gets these from the shell's page, so a remote that starts using
 * another name needs it added here and the shell redeployed: a test lists
 * every name imported from `react-i18next` by browser code and fails on one
 * missing here.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-package';
