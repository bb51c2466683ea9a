/**
 * Starts the shell's server: `npm run serve -w shell` (node dist/http/main.js).
 * Settings come from the environment (settings-schema.ts, docs/shell-server.md);
 * a wrong one stops it at once, named, with exit status 78
 * (configuration error), which a supervisor should not restart on.
 */
import path from 'node:path';
import { buildService } from './app';
import { developmentKeysRefusal } from './development-keys';
import { watchContent } from './content-source';
import { loadPageRenderer, remotesFetch } from './render-library';
import { readOwnProvides, remoteCompatibility } from './remote-compatibility';
import { watchRemotes } from './remotes-source';
import { pageScriptHashes } from './script-hashes';
import { readSettings, remotesPublicBase, SettingError, type Settings } from './settings';
import { keptAssets, sharedAssets, unpublishedAssets } from './shell-assets';

const EXIT_CONFIG = 78;
const shellDir = path.resolve(__dirname, '../..');
const distDir = path.join(shellDir, 'dist');

async function main() {
  let settings: Settings;
  try {
    settings = readSettings(process.env, shellDir);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`The shell's server cannot start: ${error.message}`);
    process.exit(EXIT_CONFIG);
  }
  const refusal = developmentKeysRefusal(settings);
  if (refusal) {
    console.error(`The shell's server cannot start: ${refusal}`);
    process.exit(EXIT_CONFIG);
  }
  const warn = (message: string) => console.warn(message);
  let remotes;
  try {
    if (settings.remoteKeys.kind === 'development') {
      console.warn(
        `REMOTE_KEYS is not set: trusting the development keys in ${settings.remoteKeys.dir} (a public site refuses them unless ALLOW_DEVELOPMENT_KEYS).`,
      );
    }
    const provides = await readOwnProvides(distDir, warn);
    remotes = await watchRemotes(
      settings.remotes,
      settings.remotesCheckMs,
      { warn },
      {
        keys: settings.remoteKeys,
        publicBase: remotesPublicBase(settings),
        stateDir: settings.stateDir,
        fetch: remotesFetch(settings),
        ...(provides ? { compatible: remoteCompatibility(provides, warn) } : {}),
      },
    );
  } catch (error) {
    console.error(`The shell's server cannot start: ${(error as Error).message}`);
    process.exit(EXIT_CONFIG);
  }
  const content = watchContent({
    url: settings.contentUrl,
    everyMs: settings.contentCheckMs,
    log: warn,
  });
  const { renderer, template } = loadPageRenderer(distDir, settings, warn);
  const scriptHashes = await pageScriptHashes(template, renderer, remotes.current().text);
  const shellAssets = await readShellAssets(settings, warn);
  const app = await buildService({
    settings,
    distDir,
    renderer,
    remotes,
    content,
    scriptHashes,
    ...(shellAssets ? { shellAssets } : {}),
  });

  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    remotes.stop();
    content.stop();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));

  await app.listen({ host: settings.host, port: settings.port });
  console.info(
    `shell on http://${settings.host}:${settings.port}/ (answers for ${[...settings.allowedHosts].join(', ')})`,
  );
}

/**
 * SHELL_ASSETS_DIR's versions, and this build's kept assets. A build not
 * published there yet is served, but the other instances cannot answer for
 * its chunks: said at start, since the deploy belongs before the upgrade.
 */
async function readShellAssets(settings: Settings, warn: (message: string) => void) {
  if (!settings.shellAssetsDir) return null;
  const shared = sharedAssets(settings.shellAssetsDir);
  const missing = await unpublishedAssets(distDir, shared);
  if (missing.length) {
    warn(
      `SHELL_ASSETS_DIR (${settings.shellAssetsDir}) lacks ${missing.length} of this build's files (${missing[0]}, …): ` +
        "other instances cannot serve its pages' chunks until `npm run deploy -w shell -- --to <folder>` publishes it.",
    );
  }
  return { own: new Set(await keptAssets(distDir)), shared };
}

main().catch((error: unknown) => {
  console.error("The shell's server stopped:", error);
  process.exit(1);
});
