/** The three remotes the shell composes, by their federation names. */
export const REMOTE_NAMES = ['remote_content', 'remote_tools', 'remote_visitors'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where each remote's pages live. The home page '/' matches exactly; the rest by prefix. */
const REMOTE_PREFIXES: Record<RemoteName, readonly string[]> = {
  remote_content: [
    '/jal-mandir',
    '/gaon-mandir',
    '/samosaran',
    '/other-temples',
    '/about',
    '/gallery',
    '/donate',
    '/hotels',
    '/cabs',
    '/transport',
    '/nearby-places',
    '/privacy',
  ],
  remote_tools: ['/tools'],
  remote_visitors: ['/analytics', '/test-visitor', '/admin'],
};

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The remote that owns `pathname`, or null when no remote does (the shell's 404). */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return 'remote_content';
  for (const name of REMOTE_NAMES) {
    if (REMOTE_PREFIXES[name].some((prefix) => underPrefix(path, prefix))) return name;
  }
  return null;
}
