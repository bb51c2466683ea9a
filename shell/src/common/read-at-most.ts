/**
 * A response's body, read chunk by chunk and abandoned as soon as it passes
 * `maxBytes`, whatever its Content-Length says: a remote or static host that
 * sends far more than a file of its kind holds never fills the server's memory.
 */
export async function readAtMost(
  response: Response,
  url: string,
  maxBytes: number,
): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`${url} is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`${url} is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
