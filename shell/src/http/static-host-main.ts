/**
 * Starts a remote's static host (static-host.ts):
 *   STATIC_DIR=remote-content/dist PORT=3001 node shell/dist/http/static-host-main.js
 * A wrong setting stops it at once, named, with exit status 78.
 */
import { SettingError } from '@pawapuri/shared/settings';
import { buildStaticHost } from './static-host';
import { readStaticHostSettings, type StaticHostSettings } from './static-host-settings';

async function main() {
  let settings: StaticHostSettings;
  try {
    settings = readStaticHostSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`The static host cannot start: ${error.message}`);
    process.exit(78);
  }
  const app = await buildStaticHost(settings);
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  await app.listen({ host: settings.HOST, port: settings.PORT });
  console.info(`${settings.STATIC_DIR} on http://${settings.HOST}:${settings.PORT}/`);
}

main().catch((error: unknown) => {
  console.error('The static host stopped:', error);
  process.exit(1);
});
