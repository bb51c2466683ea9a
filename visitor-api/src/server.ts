import { buildApp } from './build-app';
import { SettingError } from '@pawapuri/shared/settings';
import { loadConfig, type Config } from './common/settings/config';

/** Starts the API: validates configuration, listens, and shuts down gracefully. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof SettingError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await buildApp({ config }).catch((error: unknown) => {
    // A setting checked at start (the location database opens) stops the API
    // with the same one-line message as one checked when it is read.
    if (error instanceof SettingError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting connections, waits for in-flight requests, then
    // runs onClose hooks (queued visits are committed before the store closes).
    const force = setTimeout(() => {
      server.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Keep-alive sockets that fall idle after the close began would otherwise hold
    // it open until their timeout: close them as they become idle.
    const sweep = setInterval(() => server.server.closeIdleConnections(), 50);
    sweep.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await server.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('visitor-api failed to start:', error);
  process.exit(1);
});
