import type { RemoteDescription } from '@pawapuri/shared';

export interface RemoteFolder {
  folder: string;
  description: RemoteDescription;
}

export function listRemotes(root?: string): RemoteFolder[];

export function remotesFile(
  descriptions: RemoteDescription[],
  manifestOf: (description: RemoteDescription) => string,
): Record<string, { manifest: string } & Pick<RemoteDescription, 'pages' | 'nav'>>;
