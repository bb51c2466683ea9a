export { SITE_TIME_ZONE, minutesOf, siteDayAt, type SiteDay } from './site-day';
export { mapLinks, type MapLinks } from './map-links';
export { type PublishedContent } from './published-content';
export { completeContent } from './complete-content';
export { SEED_CONTENT } from './seed';
export { SEED_DONATION } from './seed/help-numbers';
export {
  INLINED_CONTENT_ID,
  isSiteContentState,
  type SiteContentState,
} from './site-content-state';
export { SiteContentContext } from './site-content-context';
export { offerContent, resetContentStore, storedContent } from './site-content-store';
export { useSiteContent, useSiteNow } from './use-site-content';
export { hoursToday, sessionText, type HoursToday } from './hours-today';
export { activeNotices } from './active-notices';
export {
  festivalsOfYear,
  nextFestival,
  upcomingFestivals,
  type FestivalDate,
} from './next-festival';
export { sessionsText, siteDateText, timeText } from './site-date-text';
export { weekHoursText } from './week-hours-text';
export { plainText } from './plain-text';
export { NoticeList } from './notice-list';
export { CONTENT_REFRESH_MS, keepContentFresh } from './content-refresh';
