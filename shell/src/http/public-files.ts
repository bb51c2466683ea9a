/**
 * Whether a file of a build may be served. The shell's render library
 * (`server/`), its HTTP service (`http/`) and what both use (`common/`) stay
 * on the server; a remote's `server/` build is public (`serverBuild`: the shell's
 * server fetches it, and it holds the same code as the browser build).
 * Source maps are served only when allowed, dotfiles never. `pathname` is
 * decoded, so no percent-encoding slips past.
 */
export function isPublicFile(
  pathname: string,
  serveSourceMaps: boolean,
  { serverBuild = false }: { serverBuild?: boolean } = {},
): boolean {
  if (!serverBuild && /^\/(server|http|common)(\/|$)/.test(pathname)) return false;
  if (!serveSourceMaps && /\.map$/i.test(pathname)) return false;
  return !/\/\./.test(pathname);
}
