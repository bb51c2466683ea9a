// The apps the site is made of, their folders and ports (each overridable by env).
export const FRONT_ENDS = [
  { name: 'shell', dir: 'shell/dist', portVar: 'SHELL_PORT', port: 3000 },
  {
    name: 'remote-content',
    dir: 'remote-content/dist',
    portVar: 'CONTENT_PORT',
    port: 3001,
    federation: 'remote_content',
  },
  {
    name: 'remote-tools',
    dir: 'remote-tools/dist',
    portVar: 'TOOLS_PORT',
    port: 3002,
    federation: 'remote_tools',
  },
  {
    name: 'remote-visitors',
    dir: 'remote-visitors/dist',
    portVar: 'VISITORS_PORT',
    port: 3003,
    federation: 'remote_visitors',
  },
];

export const API = {
  name: 'visitor-api',
  dir: 'visitor-api',
  portVar: 'API_PORT',
  port: 8080,
  // The small V8 heap the API's own `start` script uses: it keeps a full export
  // under 150 MB of memory (see visitor-api/BENCHMARKS.md).
  nodeFlags: ['--max-semi-space-size=8', '--max-old-space-size=96'],
};

export function portOf(app, env = process.env) {
  const value = env[app.portVar];
  if (value === undefined || value === '') return app.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${app.portVar} must be a port number (1-65535), got "${value}"`);
  }
  return port;
}
