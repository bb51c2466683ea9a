/** @jest-environment node */
import { readAtMost } from './read-at-most';

/** A response whose body comes in `chunks` pieces of `size` bytes, with no Content-Length. */
function streamed(chunks: number, size: number) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { response: new Response(body), sent: () => sent };
}

test('a body within the limit is read whole', async () => {
  const { response } = streamed(4, 256);
  await expect(readAtMost(response, 'file', 1024)).resolves.toHaveLength(1024);
});

test('a body that passes the limit is abandoned there, not read to its end', async () => {
  const { response, sent } = streamed(1000, 1024);
  await expect(readAtMost(response, 'file', 4096)).rejects.toThrow(
    'file is larger than 4096 bytes',
  );
  expect(sent()).toBeLessThan(10);
});

test('a Content-Length past the limit is refused before any of the body is read', async () => {
  const response = new Response('x'.repeat(10), { headers: { 'content-length': '10' } });
  await expect(readAtMost(response, 'it', 5)).rejects.toThrow('it is larger than 5 bytes');
});
