import { useContext } from 'react';
import { pageWideContext } from '../page-context/page-wide-context';
import { currentSiteSettings, type SiteSettings } from './site-settings';

/**
 * The run-time settings a server render uses (the shell's server provides
 * them; one context for the page although every app bundles this package).
 * In the browser there is no provider: the settings inlined in the page,
 * which the server wrote from the same values, stand in.
 */
export const SiteSettingsContext = pageWideContext<SiteSettings>('site-settings');

/** The site settings of this render: the server's, else the page's. */
export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext) ?? currentSiteSettings();
}
