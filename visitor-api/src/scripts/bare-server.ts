import Fastify from 'fastify';

/** The benchmark's baseline: Fastify parsing the same JSON body and answering 204. */
const app = Fastify({ logger: false, bodyLimit: 16 * 1024 });
app.post('/api/visitors/track', async (_request, reply) => reply.code(204).send());
app.get('/health', async () => ({ status: 'ok' }));
app
  .listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
  .then((address) => console.info(`listening ${address}`));
