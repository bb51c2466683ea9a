import type { PageDescription } from '@pawapuri/shared';

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

/**
 * The remote that owns `pathname`, or null (the shell's 404). A remote owns
 * the home page if it lists `/`, and every path under the first segment of
 * each other page it lists (`/tools/x` makes it own `/tools/...`); the first
 * remote to claim a segment keeps it.
 */
export function remoteForPath<T extends { name: string; pages: PageDescription[] }>(
  remotes: T[],
  pathname: string,
): T | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const owns = (page: PageDescription) =>
    path === '/'
      ? page.path === '/'
      : page.path !== '/' && firstSegment(page.path) === firstSegment(path);
  return remotes.find((remote) => remote.pages.some(owns)) ?? null;
}
