import type http from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { serverOptions, type AppOptions } from './app';

/** A Fastify instance with the app registered at its root (server, tests, benchmark). */
export async function buildApp(
  options: AppOptions,
  overrides: Partial<FastifyHttpOptions<http.Server>> = {},
): Promise<FastifyInstance> {
  const settings: FastifyHttpOptions<http.Server> = {
    ...serverOptions(options.config),
    ...overrides,
  };
  const fastify = Fastify(settings);
  // fp: the app's decorators and hooks belong to the root, so /health and 404s share them.
  await fastify.register(fp(app), options);
  await fastify.ready();
  return fastify;
}
