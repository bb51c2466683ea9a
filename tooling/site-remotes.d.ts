import type { RemoteDescription } from '@pawapuri/shared';

export interface RemoteFolder {
  folder: string;
  description: RemoteDescription;
}

export function listRemotes(root?: string): RemoteFolder[];

export interface ServerBuildEntry {
  path: string;
  integrity: string;
}

/** The file in a remote's `server/` folder naming its server build. */
export const SSR_MANIFEST: string;

export function serverBuildOf(distDir: string): ServerBuildEntry | null;

export function remotesFile(
  descriptions: RemoteDescription[],
  manifestOf: (description: RemoteDescription) => string,
  serverBuildOf?: (description: RemoteDescription) => ServerBuildEntry | null,
): Record<
  string,
  { manifest: string; serverBuild?: ServerBuildEntry } & Pick<RemoteDescription, 'pages' | 'nav'>
>;
