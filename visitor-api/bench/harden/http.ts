import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent as is: node:http neither normalises `..` nor re-encodes it. */
  path: string;
  headers?: Record<string, string>;
  /** A string is sent as UTF-8; a Buffer byte for byte. No body: no content-type either. */
  body?: string | Buffer;
}

export interface RawAnswer {
  /** 0 when no answer came (connection reset, closed or timed out). */
  status: number;
  body: string;
  error?: string;
}

/**
 * One request to the API under test, only ever to 127.0.0.1. Unlike fetch it
 * sends exactly the path, headers and bytes given (the hostile cases need
 * raw `../`, missing content types and invalid UTF-8).
 */
export function send(
  port: number,
  request: RawRequest,
  agent: http.Agent | false = false,
  timeoutMs = 15_000,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const body =
      request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? Buffer.from(request.body, 'utf8')
          : request.body;
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...request.headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', (error) =>
          resolve({ status: response.statusCode ?? 0, body: '', error: error.message }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', (error) => resolve({ status: 0, body: '', error: error.message }));
    outgoing.end(body);
  });
}

/** Keep-alive agents, as browsers reuse connections; several, so requests spread over sockets. */
export function keepAliveAgents(count: number, socketsEach: number): http.Agent[] {
  return Array.from(
    { length: count },
    () => new http.Agent({ keepAlive: true, maxSockets: socketsEach }),
  );
}

export const statusClass = (status: number): string =>
  status === 0 ? 'none' : `${Math.floor(status / 100)}xx`;
