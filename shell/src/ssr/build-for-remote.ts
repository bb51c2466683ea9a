import { errorMessage } from '../common/error-message';
import type { SiteRemote } from '../remotes/remote-entry';
import type { CauseLog } from './cause-log';
import type { RemoteServerBuild, RemoteServerBuilds } from './remote-server-builds';

/**
 * Which build renders a remote's pages: the server build its remotes.json
 * entry publishes, or null (the cause logged once) when its pages are left
 * to the browser.
 */
export function buildForRemote(
  builds: Pick<RemoteServerBuilds, 'get'>,
  causes: CauseLog,
): (remote: SiteRemote, files?: unknown) => Promise<RemoteServerBuild | null> {
  // files: the remote's signed file list entry ({ path, integrity }), when its pointer has one.
  return async (remote, files) => {
    const clientRendered = (cause: string) => {
      causes.note(remote.name, `${cause}; its pages are rendered in the browser.`);
      return null;
    };
    if (!remote.manifest) return clientRendered('it has no valid entry in remotes.json');
    if (!remote.serverBuild) return clientRendered('remotes.json publishes no server build for it');
    try {
      const build = await builds.get({
        manifestUrl: remote.manifest,
        serverBuild: remote.serverBuild,
        files,
      });
      causes.clear(remote.name);
      return build;
    } catch (error) {
      return clientRendered(`no server build (${errorMessage(error)})`);
    }
  };
}
