import { pageCatalog } from '@pawapuri/shared';

/**
 * This remote's strings: each page's own, one chunk per language, fetched
 * when the page is first shown, so a page never loads the other pages'. Its page titles and descriptions are in
 * remote.json. Keys keep their prefix (`home.title`, `text.about.title`).
 */
export const PAGE_CATALOGS = {
  /** The written pages but privacy, under `text.<id>`. */
  text: pageCatalog('content-text', {
    en: () =>
      import(/* webpackChunkName: "content-text-en" */ './text-en').then((m) => ({
        text: m.textEn,
      })),
    hi: () =>
      import(/* webpackChunkName: "content-text-hi" */ './text-hi').then((m) => ({
        text: m.textHi,
      })),
  }),
  /** The privacy page, under `text.privacy`: the longest written page, read least. */
  privacy: pageCatalog('content-privacy', {
    en: () =>
      import(/* webpackChunkName: "content-privacy-en" */ './privacy-en').then((m) => ({
        text: { privacy: m.privacyEn },
      })),
    hi: () =>
      import(/* webpackChunkName: "content-privacy-hi" */ './privacy-hi').then((m) => ({
        text: { privacy: m.privacyHi },
      })),
  }),
  /** The accessibility statement and its barrier form, under `accessibility`. */
  accessibility: pageCatalog('content-accessibility', {
    en: () =>
      import(/* webpackChunkName: "content-accessibility-en" */ './accessibility-en').then((m) => ({
        accessibility: m.accessibilityEn,
      })),
    hi: () =>
      import(/* webpackChunkName: "content-accessibility-hi" */ './accessibility-hi').then((m) => ({
        accessibility: m.accessibilityHi,
      })),
  }),
  home: pageCatalog('content-home', {
    en: () =>
      import(/* webpackChunkName: "content-home-en" */ './home-en').then((m) => ({
        home: m.homeEn,
      })),
    hi: () =>
      import(/* webpackChunkName: "content-home-hi" */ './home-hi').then((m) => ({
        home: m.homeHi,
      })),
  }),
  gallery: pageCatalog('content-gallery', {
    en: () =>
      import(/* webpackChunkName: "content-gallery-en" */ './gallery-en').then((m) => ({
        gallery: m.galleryEn,
      })),
    hi: () =>
      import(/* webpackChunkName: "content-gallery-hi" */ './gallery-hi').then((m) => ({
        gallery: m.galleryHi,
      })),
  }),
  donate: pageCatalog('content-donate', {
    en: () =>
      import(/* webpackChunkName: "content-donate-en" */ './donate-en').then((m) => ({
        donate: m.donateEn,
      })),
    hi: () =>
      import(/* webpackChunkName: "content-donate-hi" */ './donate-hi').then((m) => ({
        donate: m.donateHi,
      })),
  }),
  hotels: pageCatalog('content-hotels', {
    en: () =>
      import(/* webpackChunkName: "content-hotels-en" */ './hotels-en').then((m) => ({
        hotels: m.hotelsEn,
      })),
    hi: () =>
      import(/* webpackChunkName: "content-hotels-hi" */ './hotels-hi').then((m) => ({
        hotels: m.hotelsHi,
      })),
  }),
  cabs: pageCatalog('content-cabs', {
    en: () =>
      import(/* webpackChunkName: "content-cabs-en" */ './cabs-en').then((m) => ({
        cabs: m.cabsEn,
      })),
    hi: () =>
      import(/* webpackChunkName: "content-cabs-hi" */ './cabs-hi').then((m) => ({
        cabs: m.cabsHi,
      })),
  }),
};
