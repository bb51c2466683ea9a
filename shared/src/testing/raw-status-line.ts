import { connect } from 'node:net';

/**
 * Sends `request` on a new connection to 127.0.0.1:`port` exactly as written
 * (no client tidies its path or headers, as an attacker's would not) and
 * answers the status line the server sent back, or what it sent before
 * closing.
 */
export function rawStatusLine(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    const statusLine = () => answer.split('\r\n')[0] ?? '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(statusLine());
      }
    });
    socket.on('error', reject);
    socket.on('end', () => resolve(statusLine()));
  });
}
