/** Routes with pages (SPEC.md section 2). */
export const SPEC_ROUTES = [
  '/',
  '/jal-mandir',
  '/gaon-mandir',
  '/samosaran',
  '/other-temples',
  '/about',
  '/gallery',
  '/donate',
  '/hotels',
  '/cabs',
  '/tools/pdf-to-word',
  '/tools/word-to-pdf',
  '/tools/image-editor',
  '/tools/unit-converter',
  '/analytics',
  '/test-visitor',
  '/admin',
];

/** Links that appear in the navigation without a page in the spec: they must not dead-end. */
export const NAV_ONLY_ROUTES = [
  '/jal-mandir/history',
  '/jal-mandir/history/ancient',
  '/jal-mandir/history/medieval',
  '/jal-mandir/history/modern',
  '/jal-mandir/architecture',
  '/jal-mandir/architecture/design',
  '/jal-mandir/architecture/restoration',
  '/jal-mandir/timings',
  '/tools/excel-to-pdf',
  '/tools/ppt-to-pdf',
  '/transport/buses',
  '/transport/trains',
  '/nearby-places',
  // Linked from the footer.
  '/privacy',
];

/** The pages served by the content remote: every route except the tools and keeper pages. */
export const CONTENT_ROUTES = [...SPEC_ROUTES, ...NAV_ONLY_ROUTES].filter(
  (path) => !/^\/(tools|analytics|test-visitor|admin)(\/|$)/.test(path),
);
