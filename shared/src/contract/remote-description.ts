import { Type, type Static, type TSchema } from '@sinclair/typebox';

/*
 * A remote's `remote.json`, and the pages and navigation an entry of the
 * shell's remotes.json may carry: one schema, which each remote's build checks
 * its file against and the shell checks remotes.json against.
 */

/** A text in every language of the site. */
export const LocalisedTextSchema = Type.Object({
  en: Type.String({ minLength: 1 }),
  hi: Type.String({ minLength: 1 }),
});

/**
 * A path on the site: one leading slash, never `//` or a backslash, which a
 * browser would read as the start of another host's address.
 */
const SitePath = Type.String({
  pattern: '^(?!.*//)/[^\\\\]*$',
  description: 'a path on the site: one leading slash, no // and no backslash',
});

/** A file inside the remote's folder or base URL: no scheme, no leading slash, no `..`. */
export const RelativeFileSchema = Type.String({
  pattern: '^(?!(?:.*/)?\\.\\.(?:/|$))[\\w-]+(?:/[\\w.-]+)*\\.\\w+$',
  description: 'a file in the remote’s folder: no scheme, no leading slash, no ..',
});

const Coordinate = (limit: number) => Type.Number({ minimum: -limit, maximum: limit });

/**
 * Where a place of worship stands, for search engines' maps and rich results.
 * The shell's server takes the name, the point and the page's description
 * from the published place whose id is the page's path (`/jal-mandir`), so a
 * remote whose places are content gives only their types and address; a
 * remote without content (a third party's) gives its own name and point.
 * A point is both coordinates or none (`pointProblems` checks the pair).
 */
export const PagePlaceSchema = Type.Object({
  /** schema.org types, such as `PlaceOfWorship` and `TouristAttraction`. */
  types: Type.Array(
    Type.String({ pattern: '^[A-Z]\\w*$', description: 'a schema.org type name (PlaceOfWorship)' }),
    { minItems: 1 },
  ),
  /** Its name; the page's title when absent. */
  name: Type.Optional(LocalisedTextSchema),
  latitude: Type.Optional(Coordinate(90)),
  longitude: Type.Optional(Coordinate(180)),
  /**
   * Whose point `latitude` and `longitude` are: the place's own (the default)
   * or, where no source gives the place's own, its town centre's, so maps are
   * not told the temple stands there.
   */
  coordinatesOf: Type.Optional(Type.Union([Type.Literal('place'), Type.Literal('town')])),
  address: Type.Object({
    locality: Type.String(),
    district: Type.String(),
    region: Type.String(),
    postalCode: Type.String(),
    /** ISO 3166 code (`IN`). */
    country: Type.String(),
  }),
});

/** One page a remote renders, at an absolute path. */
export const PageDescriptionSchema = Type.Object({
  path: SitePath,
  /** Its name in menus and links, and its heading unless it has one of its own. */
  title: LocalisedTextSchema,
  /** Its heading (h1 and document title), where that is longer than its name in menus. */
  heading: Type.Optional(LocalisedTextSchema),
  /** Saved up front for offline reading when a phone first opens the site. */
  essential: Type.Optional(Type.Boolean()),
  /** Listed among the footer's quick links (in the order of the pages). */
  footer: Type.Optional(Type.Boolean()),
  /** What the page offers, in a sentence or two, for search results and share cards. */
  description: Type.Optional(LocalisedTextSchema),
  /** Its 1200×630 share image, relative to the remote's base URL (`og/jal-mandir.png`). */
  image: Type.Optional(RelativeFileSchema),
  /** The SVG the remote's build draws the share image from, relative to its folder; without it, the site-wide design. */
  artwork: Type.Optional(RelativeFileSchema),
  /** A keepers' page: kept out of search engines and the sitemap. */
  keeper: Type.Optional(Type.Boolean()),
  place: Type.Optional(PagePlaceSchema),
});

/** A navigation badge: 'new' (text), a count, or the rupee sign. */
export const NavBadgeSchema = Type.Union([
  Type.Object({ kind: Type.Literal('new') }),
  Type.Object({ kind: Type.Literal('count'), value: Type.Integer() }),
  Type.Object({ kind: Type.Literal('rupee') }),
]);

/** A lucide icon name, kebab case. */
const ANY_ICON = Type.String({
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  description: 'a lucide icon name, kebab case',
});

/**
 * The icon field: one of `icons` when given (the names the shell's sprite
 * draws), any kebab-case name otherwise.
 */
function iconSchema(icons: readonly string[] | undefined): TSchema {
  return icons ? Type.Union(icons.map((icon) => Type.Literal(icon))) : ANY_ICON;
}

/** One navigation entry, with its children (dropdowns, flyouts, sidebar branches). */
export function navEntrySchema(icons?: readonly string[]) {
  return Type.Recursive(
    (Entry) =>
      Type.Object({
        /** Unique across the site; names the entry's DOM ids. */
        id: Type.String({ minLength: 1 }),
        path: SitePath,
        /** Needed when the entry is not one of the remote's pages (a group); otherwise the page's title. */
        title: Type.Optional(LocalisedTextSchema),
        /** A lucide icon name (kebab case) the shell's sprite draws; any other shows a plain dot. */
        icon: Type.Unsafe<string>(iconSchema(icons)),
        badge: Type.Optional(NavBadgeSchema),
        /** Place of a top-level entry in the menus, across all remotes (smaller first). */
        order: Type.Optional(Type.Number()),
        children: Type.Optional(Type.Array(Entry)),
      }),
    { $id: 'NavEntry' },
  );
}

/** A remote's pages and navigation, as remotes.json may carry them. */
export function remotePagesSchema(icons?: readonly string[]) {
  return Type.Object({
    pages: Type.Array(PageDescriptionSchema),
    nav: Type.Array(navEntrySchema(icons)),
  });
}

/**
 * What a remote tells the rest of the site about itself (its `remote.json`):
 * its federation name, its port when run locally, its pages and its
 * navigation entries. A remote owns the home page if it lists `/`, and every
 * path under the first segment of each other page it lists. With `icons`,
 * every navigation icon must be one of them.
 */
export function remoteDescriptionSchema(icons?: readonly string[]) {
  return Type.Object({
    /** Its federation name: a JavaScript identifier. */
    name: Type.String({
      pattern: '^[A-Za-z_$][\\w$]*$',
      description: 'a federation name: letters, digits, _ and $, not starting with a digit',
    }),
    port: Type.Integer({ minimum: 1, maximum: 65535 }),
    /**
     * The contract version of the @pawapuri/shared it was built with
     * (remote-contract-version.ts): written by its build into the remote.json
     * it publishes, never by hand.
     */
    contract: Type.Optional(Type.Integer({ minimum: 1 })),
    ...remotePagesSchema(icons).properties,
  });
}

/**
 * A remote's server build as its deploy published it: the file, relative to
 * the manifest's folder, and the subresource-integrity digest of its bytes,
 * `<algorithm>-<base64 digest>` of one of the SHA-2 algorithms browsers
 * accept, with the digest's exact length.
 */
export const ServerBuildPointerSchema = Type.Object({
  path: RelativeFileSchema,
  integrity: Type.String({
    description: 'a sha256, sha384 or sha512 digest, <algorithm>-<base64>',
    pattern: '^(sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==)$',
  }),
});

export type LocalisedText = Static<typeof LocalisedTextSchema>;
export type PagePlace = Static<typeof PagePlaceSchema>;
export type PageDescription = Static<typeof PageDescriptionSchema>;
export type NavBadge = Static<typeof NavBadgeSchema>;
export type NavEntry = Static<ReturnType<typeof navEntrySchema>>;
export type RemoteDescription = Static<ReturnType<typeof remoteDescriptionSchema>>;
export type ServerBuildPointer = Static<typeof ServerBuildPointerSchema>;
