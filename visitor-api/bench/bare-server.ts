import Fastify from 'fastify';

/**
 * The benchmark's baselines: Fastify parsing the same JSON body and answering
 * 204 (the reference ceiling), and the same answering 201 with a body shaped
 * like track's, to show what a JSON answer alone costs.
 */
const app = Fastify({ logger: false, bodyLimit: 16 * 1024 });
app.post('/api/visitors/track', async (_request, reply) => reply.code(204).send());
app.post('/api/visitors/track-201', async (_request, reply) =>
  reply.code(201).send({ id: 1234567, visitTime: new Date().toISOString() }),
);
app.get('/health', async () => ({ status: 'ok' }));
app
  .listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
  .then((address) => console.info(`listening ${address}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
