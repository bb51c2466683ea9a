/**
 * Whether a file of the shell's build may be served. Its server bundle
 * (`server/`, the render library) and this service (`service/`) stay on the
 * server, and source maps are served only when SERVE_SOURCE_MAPS allows it.
 * `pathname` is decoded, so no percent-encoding slips past.
 */
export function isPublicFile(pathname: string, serveSourceMaps: boolean): boolean {
  if (/^\/(server|service)(\/|$)/.test(pathname)) return false;
  if (!serveSourceMaps && /\.map$/i.test(pathname)) return false;
  return !/\/\./.test(pathname);
}
