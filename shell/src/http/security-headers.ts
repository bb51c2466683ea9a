import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Settings } from './settings';

/**
 * Browser features the site never uses, turned off for every page and
 * whatever script runs in it; writing to the clipboard stays on for the
 * site's own origin (Copy UPI id). Reading it is left at the browser's
 * default (this origin only, and only after the visitor allows it), so a
 * test can read back what Copy UPI id wrote.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'ambient-light-sensor=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The name report-to refers to, declared by the Reporting-Endpoints header. */
export const REPORT_GROUP = 'csp';

/**
 * The headers of a public site, built from the settings by @fastify/helmet.
 * The CSP names exactly: this origin; the remotes' origins (those remotes.json
 * names now, read per response through `remoteOrigins`, and REMOTE_ORIGINS);
 * the hashes of the inline scripts pages carry (no nonces: pages are cached
 * and ETag'd); the API's origin (its answers, and the photographs it
 * serves) and the location lookup when it is on. Server-
 * rendered markup carries inline styles, so style-src keeps 'unsafe-inline'
 * (a hash there would turn it off). No 'unsafe-eval': the federation runtime
 * and webpack's chunks run without it.
 */
export function helmetOptions(
  settings: Settings,
  scriptHashes: readonly string[],
  remoteOrigins: () => readonly string[],
): FastifyHelmetOptions {
  const remotes = () =>
    [...new Set([...remoteOrigins(), ...settings.remoteOrigins])].sort().join(' ');
  // Null when the API answers under /api/ on the site's own origin: 'self' covers it.
  const api = settings.apiOrigin ? [settings.apiOrigin] : [];
  const connect = [
    "'self'",
    ...api,
    ...(settings.geolocationOrigin ? [settings.geolocationOrigin] : []),
  ];
  const https = settings.publicBaseUrl.startsWith('https:');
  const report: Record<string, string[]> = settings.csp.reportUri
    ? { reportUri: [settings.csp.reportUri], reportTo: [REPORT_GROUP] }
    : {};
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      reportOnly: settings.csp.reportOnly,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", remotes, ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", remotes],
        // The API's origin serves the published photographs (its /api/media/).
        imgSrc: ["'self'", 'data:', 'blob:', ...api, remotes],
        fontSrc: ["'self'", 'data:', remotes],
        connectSrc: [...connect, remotes],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
        ...report,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    // Remote code and images come from the remotes' origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  };
}

/** Headers helmet does not write: the permissions policy and where CSP reports go. */
export function extraHeaders(settings: Settings): Record<string, string> {
  return {
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(settings.csp.reportUri
      ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${settings.csp.reportUri}"` }
      : {}),
  };
}
