import type { ReactNode } from 'react';

/**
 * Props of the one routes entry each remote exposes (`<remote>/Routes`).
 * The remote renders its own pages for absolute paths; for a path it owns
 * the prefix of but has no page for, it renders `notFound`.
 */
export interface RemoteRoutesProps {
  notFound: ReactNode;
}

/** A text in every language of the site. */
export interface LocalisedText {
  en: string;
  hi: string;
}

/**
 * Where a place of worship stands, for search engines' maps and rich results.
 * The shell's server takes the name, the point and the page's description
 * from the published place whose id is the page's path (`/jal-mandir`), so a
 * remote whose places are content gives only their types and address; a
 * remote without content (a third party's) gives its own name and point.
 */
export interface PagePlace {
  /** schema.org types, such as `PlaceOfWorship` and `TouristAttraction`. */
  types: string[];
  /** Its name; the page's title when absent. */
  name?: LocalisedText;
  latitude?: number;
  longitude?: number;
  /**
   * Whose point `latitude` and `longitude` are: the place's own (the default)
   * or, where no source gives the place's own, its town centre's, so maps are
   * not told the temple stands there.
   */
  coordinatesOf?: 'place' | 'town';
  address: {
    locality: string;
    district: string;
    region: string;
    postalCode: string;
    /** ISO 3166 code (`IN`). */
    country: string;
  };
}

/** One page a remote renders, at an absolute path. */
export interface PageDescription {
  path: string;
  /** Its name in menus and links, and its heading unless it has one of its own. */
  title: LocalisedText;
  /** Its heading (h1 and document title), where that is longer than its name in menus. */
  heading?: LocalisedText;
  /** Saved up front for offline reading when a phone first opens the site. */
  essential?: boolean;
  /** Listed among the footer's quick links (in the order of the pages). */
  footer?: boolean;
  /** What the page offers, in a sentence or two, for search results and share cards. */
  description?: LocalisedText;
  /** Its 1200×630 share image, relative to the remote's base URL (`og/jal-mandir.png`). */
  image?: string;
  /** The SVG the remote's build draws the share image from, relative to its folder; without it, the site-wide design. */
  artwork?: string;
  /** A keepers' page: kept out of search engines and the sitemap. */
  keeper?: boolean;
  place?: PagePlace;
}

/** A navigation badge: 'new' (text), a count, or the rupee sign. */
export type NavBadge = { kind: 'new' } | { kind: 'count'; value: number } | { kind: 'rupee' };

/** One navigation entry, with its children (dropdowns, flyouts, sidebar branches). */
export interface NavEntry {
  /** Unique across the site; names the entry's DOM ids. */
  id: string;
  path: string;
  /** Needed when the entry is not one of the remote's pages (a group); otherwise the page's title. */
  title?: LocalisedText;
  /** A lucide icon name (kebab case) the shell knows; others show a plain dot. */
  icon: string;
  badge?: NavBadge;
  /** Place of a top-level entry in the menus, across all remotes (smaller first). */
  order?: number;
  children?: NavEntry[];
}

/**
 * What a remote tells the rest of the site about itself (its `remote.json`):
 * its federation name, its port when run locally, its pages and its
 * navigation entries. A remote owns the home page if it lists `/`, and every
 * path under the first segment of each other page it lists.
 */
export interface RemoteDescription {
  name: string;
  port: number;
  pages: PageDescription[];
  nav: NavEntry[];
}
