/**
 * The entry of a remote's server build. The shell's server runs each build
 * with a global object of its own, so the build's strings are its own: they
 * start here, for a server (both languages loaded, each render saying its
 * own), before any of its catalogs registers. The shell's server then calls
 * `loadRoutes` with the address the remote is deployed at, so the URLs of
 * its images match the ones its browser build uses there; only then is the
 * routes module evaluated.
 */
require('@pawapuri/shared/i18n/server').initServerI18n();

exports.loadRoutes = function loadRoutes(publicPath) {
  // webpack's own variable for the base of asset URLs in this build.
  // eslint-disable-next-line no-undef
  __webpack_public_path__ = publicPath;
  return require('pawapuri-exposed-routes');
};
