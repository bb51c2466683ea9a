import { createRequire } from 'node:module';
import path from 'node:path';

/** One front end of the site as the repository's tooling lists it (tooling/front-ends.js). */
export interface FrontEnd {
  name: string;
  port: number;
  /** A remote's federation name; none for the shell. */
  federation?: string;
}

interface FrontEndsModule {
  frontEnds(): FrontEnd[];
  localOrigins(port: number): string[];
}

/** The federation name of the remote whose standalone page keepers may act from. */
const STANDALONE_KEEPER_REMOTE = 'remote_visitors';

/** The origins the API allows by default, from the site's front ends as they run on this machine. */
export interface LocalOrigins {
  /** Every front end: the CORS default. */
  all: string[];
  /** The shell's: the combined site's, from which keepers may act. */
  site: string[];
  /** The visitor remote's standalone page's. */
  standalone: string[];
}

/** The default origins for these front ends, each on localhost and 127.0.0.1. */
export function localOriginsOf(
  frontEnds: FrontEnd[],
  originsOf: (port: number) => string[],
): LocalOrigins {
  const of = (ends: FrontEnd[]) => ends.flatMap((end) => originsOf(end.port));
  return {
    all: of(frontEnds),
    site: of(frontEnds.filter((end) => end.federation === undefined)),
    standalone: of(frontEnds.filter((end) => end.federation === STANDALONE_KEEPER_REMOTE)),
  };
}

/**
 * The front ends' local origins, read from the repository the API runs in
 * (the shell's port in tooling/front-ends.js, each remote's in its
 * remote.json), so a port is changed in one place. An API installed without
 * the repository's tooling has no local defaults: its origins must be set.
 */
export function repositoryLocalOrigins(
  repository = path.join(__dirname, '..', '..', '..', '..'),
): LocalOrigins {
  let tooling: FrontEndsModule;
  try {
    tooling = createRequire(__filename)(
      path.join(repository, 'tooling', 'front-ends.js'),
    ) as FrontEndsModule;
  } catch {
    return { all: [], site: [], standalone: [] };
  }
  return localOriginsOf(tooling.frontEnds(), tooling.localOrigins);
}
