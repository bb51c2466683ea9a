import type { ReactElement } from 'react';
import description from '../remote.json';
import {
  RemotePages,
  WithPageCatalog,
  lazyPage,
  type PageCatalog,
  type RemoteRoutesProps,
} from '@pawapuri/shared';
import { PAGE_CATALOGS } from './i18n/page-catalogs';
import { TextPage } from './components/text-page';

// Each heavier page is its own chunk, fetched when first visited: the
// carousel library loads only for the home page, the QR library only for donate.
const HomePage = lazyPage('home', () =>
  import(/* webpackChunkName: "home" */ './features/home/components/home-page').then((m) => ({
    default: m.HomePage,
  })),
);
const GalleryPage = lazyPage('gallery', () =>
  import(/* webpackChunkName: "gallery" */ './features/gallery/components/gallery-page').then(
    (m) => ({ default: m.GalleryPage }),
  ),
);
const DonatePage = lazyPage('donate', () =>
  import(/* webpackChunkName: "donate" */ './features/donate/components/donate-page').then((m) => ({
    default: m.DonatePage,
  })),
);
const HotelsPage = lazyPage('hotels', () =>
  import(/* webpackChunkName: "hotels" */ './features/hotels/components/hotels-page').then((m) => ({
    default: m.HotelsPage,
  })),
);
const FestivalsPage = lazyPage('festivals', () =>
  import(/* webpackChunkName: "festivals" */ './features/festivals/components/festivals-page').then(
    (m) => ({ default: m.FestivalsPage }),
  ),
);
const CabsPage = lazyPage('cabs', () =>
  import(/* webpackChunkName: "cabs" */ './features/cabs/components/cabs-page').then((m) => ({
    default: m.CabsPage,
  })),
);

// The privacy notice: the longest written page, read least.
const PrivacyPage = lazyPage('privacy', () =>
  import(/* webpackChunkName: "privacy" */ './features/privacy/components/privacy-page').then(
    (m) => ({ default: m.PrivacyPage }),
  ),
);

// The accessibility statement and its barrier form.
const AccessibilityPage = lazyPage('accessibility', () =>
  import(
    /* webpackChunkName: "accessibility" */ './features/accessibility/components/accessibility-page'
  ).then((m) => ({ default: m.AccessibilityPage })),
);

// The day page carries suncalc: its own chunk, so no other page loads it.
const DayPage = lazyPage('day', () =>
  import(/* webpackChunkName: "day" */ './features/day/components/day-page').then((m) => ({
    default: m.DayPage,
  })),
);

/** Written pages: path -> catalog id under `text.` */
const TEXT_PAGES: Record<string, string> = {
  '/jal-mandir': 'jal-mandir',
  '/jal-mandir/history': 'history',
  '/jal-mandir/history/ancient': 'history-ancient',
  '/jal-mandir/history/medieval': 'history-medieval',
  '/jal-mandir/history/modern': 'history-modern',
  '/jal-mandir/architecture': 'architecture',
  '/jal-mandir/architecture/design': 'architecture-design',
  '/jal-mandir/architecture/restoration': 'architecture-restoration',
  '/jal-mandir/timings': 'timings',
  '/gaon-mandir': 'gaon-mandir',
  '/samosaran': 'samosaran',
  '/other-temples': 'other-temples',
  '/about': 'about',
  '/transport/buses': 'buses',
  '/transport/trains': 'trains',
  '/nearby-places': 'nearby',
};

/** A page, rendered once its own strings are in; they load beside its code. */
const withStrings = (catalog: PageCatalog, page: ReactElement) => (
  <WithPageCatalog catalog={catalog}>{page}</WithPageCatalog>
);

/** The page at each path this remote lists in its remote.json (a test keeps the two alike). */
export const PAGES: Record<string, ReactElement> = {
  '/': withStrings(PAGE_CATALOGS.home, <HomePage />),
  ...Object.fromEntries(
    Object.entries(TEXT_PAGES).map(([path, id]) => [
      path,
      withStrings(
        PAGE_CATALOGS.text,
        <TextPage key={id} id={id} namespace={PAGE_CATALOGS.text.namespace} />,
      ),
    ]),
  ),
  '/gallery': withStrings(PAGE_CATALOGS.gallery, <GalleryPage />),
  '/festivals': withStrings(PAGE_CATALOGS.home, <FestivalsPage />),
  '/donate': withStrings(PAGE_CATALOGS.donate, <DonatePage />),
  '/hotels': withStrings(PAGE_CATALOGS.hotels, <HotelsPage />),
  '/cabs': withStrings(PAGE_CATALOGS.cabs, <CabsPage />),
  '/today': withStrings(PAGE_CATALOGS.home, <DayPage />),
  '/accessibility': withStrings(
    PAGE_CATALOGS.accessibility,
    <AccessibilityPage namespace={PAGE_CATALOGS.accessibility.namespace} />,
  ),
  '/privacy': withStrings(
    PAGE_CATALOGS.privacy,
    <PrivacyPage namespace={PAGE_CATALOGS.privacy.namespace} />,
  ),
};

/** Every page of this remote, by absolute path (exposed as `remote_content/Routes`). */
export default function ContentRoutes({ notFound }: RemoteRoutesProps) {
  return <RemotePages pages={PAGES} entries={description.pages} notFound={notFound} />;
}
