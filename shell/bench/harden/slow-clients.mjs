import net from 'node:net';

/**
 * Clients that send a request a byte at a time (headers, or a body), and
 * connections that stay silent. Each counts as cut when the server closes
 * it (or answers) before the window ends; meanwhile a normal request must
 * still be answered. Every socket is destroyed at the end.
 */
function dribble(port, prefix, drip, windowMs) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port });
    let answered = '';
    let timer;
    const finish = (cut) => {
      clearInterval(timer);
      socket.destroy();
      resolve({
        cut,
        ms: Date.now() - started,
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answered)?.[1] ?? 0),
      });
    };
    const window = setTimeout(() => finish(false), windowMs);
    socket.on('connect', () => {
      socket.write(prefix);
      if (drip) timer = setInterval(() => socket.write(drip), 1_000);
    });
    socket.on('data', (chunk) => {
      answered += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(window);
      finish(true);
    });
  });
}

export function slowClientCases(host) {
  return [
    {
      name: 'slow headers (a header line a second)',
      prefix: `GET / HTTP/1.1\r\nHost: ${host}\r\n`,
      drip: 'X-Slow: 1\r\n',
    },
    { name: 'slow request line (a byte a second)', prefix: 'G', drip: 'E' },
    {
      name: 'slow body (a byte a second of 10,000)',
      prefix: `POST /donate HTTP/1.1\r\nHost: ${host}\r\nContent-Type: text/plain\r\nContent-Length: 10000\r\n\r\n`,
      drip: 'x',
    },
    { name: 'silent connection', prefix: '', drip: '' },
  ];
}

/**
 * Runs each slow case `copies` times at once for at most `windowMs`, while
 * `probe()` checks the site still answers. Returns one row per case.
 */
export async function runSlowClients(port, host, { copies, windowMs, probe }) {
  const cases = slowClientCases(host);
  const runs = cases.map((slow) =>
    Promise.all(
      Array.from({ length: copies }, () => dribble(port, slow.prefix, slow.drip, windowMs)),
    ),
  );
  // The site must keep answering while the slow clients hold their connections.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const probed = await probe();
  const results = await Promise.all(runs);
  return {
    probed,
    rows: cases.map((slow, i) => {
      const outcomes = results[i];
      const cut = outcomes.filter((o) => o.cut);
      return {
        name: slow.name,
        copies,
        cut: cut.length,
        slowestCutMs: cut.length ? Math.max(...cut.map((o) => o.ms)) : null,
        fiveHundreds: outcomes.filter((o) => o.status >= 500).length,
      };
    }),
  };
}
