/**
 * What browser builds take for `resize-observer-polyfill` (react-slick
 * imports it): the browser's own ResizeObserver, which every browser the
 * site serves has had since 2020 (Chrome 64, Safari 13.1, Firefox 69), so
 * the polyfill is not sent. A browser without one gets an
 * observer that watches nothing: the carousel still works, it only does not
 * re-measure itself when the window is resized.
 */
class ObserverOfNothing {
  observe() {}
  unobserve() {}
  disconnect() {}
}

module.exports = globalThis.ResizeObserver ?? ObserverOfNothing;
