/**
 * The front ends the site is made of, as `npm start` and `npm run dev` serve
 * them on this machine: the shell (its port is here), then every remote (its
 * port is its remote.json's). The start scripts and the visitor API's local
 * defaults (its CORS and keeper origins) read them from here, so a port is
 * changed in one place.
 */
const { listRemotes } = require('./site-remotes');

/** The shell's port when run locally. */
const SHELL_PORT = 3000;

/**
 * @param {string} [root] the repository's folder
 * @returns {{ name: string, dir: string, portVar: string, port: number, federation?: string }[]}
 */
function frontEnds(root) {
  return [
    { name: 'shell', dir: 'shell/dist', portVar: 'SHELL_PORT', port: SHELL_PORT },
    ...listRemotes(root).map(({ folder, description }) => ({
      name: folder,
      dir: `${folder}/dist`,
      portVar: `${description.name.replace(/^remote_/, '').toUpperCase()}_PORT`,
      port: description.port,
      federation: description.name,
    })),
  ];
}

/** A browser's origins for a page served locally on `port`: by name and by address. */
const localOrigins = (port) => ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port}`);

module.exports = { SHELL_PORT, frontEnds, localOrigins };
