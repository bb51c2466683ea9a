const path = require('node:path');

/**
 * How every app's TypeScript is compiled, in its browser and server builds.
 * Type errors are the job of `npm run typecheck`; builds only transpile.
 */
module.exports = function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    exclude: /node_modules/,
    options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
  };
};
