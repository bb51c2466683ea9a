/*
 * The kinds of file a build's names tell apart, for the servers' Cache-Control
 * (cache-control.ts) and the service worker's caches (offline/request-kind.ts).
 */

/** A file whose name carries its content hash (any app's chunks, stylesheets, fonts and images). */
export const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|gif|woff2?)$/;

/** A hashed image (the gallery's). */
export const HASHED_IMAGE = /\.[0-9a-f]{8}\.(svg|png|jpe?g|webp|gif)$/;

/** Federation's fixed names, whose content changes with every deploy of their app. */
export const FEDERATION =
  /(^|\/)(remotes\.json|mf-manifest\.json|remoteEntry\.js|integrity\.json)$/;
