/**
 * The entry of a remote's server build. The shell's server calls
 * `loadRoutes` with the address the remote is deployed at, so the URLs of
 * its images match the ones its browser build uses there; only then is the
 * routes module evaluated.
 */
exports.loadRoutes = function loadRoutes(publicPath) {
  // webpack's own variable for the base of asset URLs in this build.
  // eslint-disable-next-line no-undef
  __webpack_public_path__ = publicPath;
  return require('pawapuri-exposed-routes');
};
