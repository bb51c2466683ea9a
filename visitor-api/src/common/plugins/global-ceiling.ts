import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';

/**
 * A ceiling on the requests this instance answers per second, all clients
 * together: past it the request is shed with a cheap 503 before its body is
 * read, so a flood from many addresses cannot push latency and memory past
 * what the process and its database can take. Counted in this process (it
 * protects this process, costs no network round trip and holds while Redis
 * is down), in one-second windows. /health is never shed:
 * load balancers must see the real state.
 */
export default fp(async (fastify) => {
  const max = fastify.config.rateLimit.globalPerSecond;
  let windowStart = 0;
  let count = 0;
  fastify.addHook('onRequest', (request, reply, done) => {
    const now = Date.now();
    if (now - windowStart >= 1000 || now < windowStart) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count <= max || request.url === '/health') {
      done();
      return;
    }
    reply.header('retry-after', 1);
    done(
      new HttpError(
        503,
        `The server is answering its ceiling of ${max} requests per second; retry in 1 second`,
      ),
    );
  });
});
