/**
 * Where the end-to-end site serves its deploys folder, as its pages name it
 * (scripts/start.mjs: one static host for every remote's versions).
 */
export const REMOTES_FOLDER = 'http://localhost:3004';

/** The files of every version of a remote on the site (a route pattern ends it with `/**`). */
export const remoteFiles = (remote: string) => `${REMOTES_FOLDER}/${remote}`;
