// Where each host of the topology test listens: loopback addresses of their
// own (127.0.0.0/8 is all loopback on Linux), ports above 20000, away from
// the ports the end-to-end suite and `npm start` use.

/** nginx with site.conf: the one public origin (TLS), and its plain-http redirect. */
export const PROXY = { name: 'proxy', address: '127.0.0.20', port: 20443, httpPort: 20480 };
/** nginx with static.conf: the remotes' folder. */
export const STATIC_HOST = { name: 'static-host', address: '127.0.0.21', port: 20080 };
/** The shell's static host on the same folder, whose headers static.conf must match. */
export const REFERENCE_STATIC_HOST = {
  name: 'reference-static-host',
  address: '127.0.0.21',
  port: 20081,
};
export const SHELLS = [
  { name: 'shell-1', address: '127.0.0.22', port: 20100 },
  { name: 'shell-2', address: '127.0.0.23', port: 20100 },
];
export const APIS = [
  { name: 'api-1', address: '127.0.0.24', port: 20200 },
  { name: 'api-2', address: '127.0.0.25', port: 20200 },
];

export const PUBLIC_ORIGIN = `https://${PROXY.address}:${PROXY.port}`;
/** The Host the proxy passes to the shells: the only name they answer for. */
export const PUBLIC_HOST = `${PROXY.address}:${PROXY.port}`;
export const STATIC_ORIGIN = `http://${STATIC_HOST.address}:${STATIC_HOST.port}`;
export const hostPort = (host) => `${host.address}:${host.port}`;

/**
 * The location lookup the last build may call (the end-to-end suite builds
 * the site with it): the shells name it in their CSP, and the browser gets a
 * stub answer (this machine has no internet).
 */
export { TEST_GEOLOCATION_URL as GEOLOCATION_URL } from '../test-geolocation.mjs';
