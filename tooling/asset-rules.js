const svgToMiniDataURI = require('mini-svg-data-uri');

/**
 * Images as files with hashed names, except an SVG imported with `?inline`:
 * that one becomes a data URL written into the page. The home page's first
 * carousel image is its largest paint, and as a file it waits for a request
 * of its own after the document (on a phone's new connection, two round
 * trips); at about a kilobyte it costs the document less than that wait.
 * `emit: false` for the server build, which needs only the files' URLs.
 */
function assetRules({ emit = true } = {}) {
  return [
    {
      test: /\.(png|jpe?g|gif|webp|svg)$/i,
      resourceQuery: { not: [/inline/] },
      type: 'asset/resource',
      ...(emit ? {} : { generator: { emit: false } }),
    },
    {
      test: /\.svg$/i,
      resourceQuery: /inline/,
      type: 'asset/inline',
      generator: { dataUrl: (content) => svgToMiniDataURI(content.toString()) },
    },
  ];
}

module.exports = { assetRules };
