import net from 'node:net';

/**
 * Sends bytes exactly as given over a fresh TCP connection and reads the
 * answer until the server closes it or `timeoutMs` passes. Node's own client
 * would refuse or repair the malformed requests this suite must send.
 * @returns {Promise<{ status: number, head: string, body: string, ms: number, error?: string }>}
 *   status 0 when the server closed without answering.
 */
export function rawRequest(host, port, bytes, { timeoutMs = 10_000, keepOpenMs = 0 } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks = [];
    let size = 0;
    let error;
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => {
      error = 'timeout';
      socket.destroy();
    }, timeoutMs);
    socket.on('connect', () => {
      socket.write(bytes);
      if (keepOpenMs === 0) return;
      setTimeout(() => socket.end(), keepOpenMs).unref();
    });
    socket.on('data', (chunk) => {
      // An answer's head and the start of its body are all a verdict needs.
      if (size < 512 * 1024) chunks.push(chunk);
      size += chunk.length;
    });
    socket.on('error', (cause) => {
      error = cause.code ?? cause.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      // The final answer's status: an interim 100 Continue comes first when asked for.
      const statuses = [...text.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3})/g)].map((m) =>
        Number(m[1]),
      );
      const status = statuses.find((code) => code >= 200) ?? statuses[0] ?? 0;
      resolve({
        status,
        head,
        body: split === -1 ? '' : text.slice(split + 4),
        ms: performance.now() - started,
        ...(error && status === 0 ? { error } : {}),
      });
    });
  });
}

/** A request as text: the request line, the headers in order (repeats allowed), the body. */
export function requestBytes(method, target, headers, body = '') {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ];
  const hasLength = headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name));
  if (body && !hasLength) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
