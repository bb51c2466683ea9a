const { describe, expect, it } = require('@jest/globals');
const { devApiProxy } = require('./dev-api-proxy');

describe("npm run dev's /api/ proxy", () => {
  it('is off without API_UPSTREAM, and refuses anything but an http(s) origin', () => {
    expect(devApiProxy('')).toBeUndefined();
    for (const bad of ['ftp://127.0.0.1:8080', 'http://127.0.0.1:8080/api', 'http://u@host']) {
      expect(() => devApiProxy(bad)).toThrow(/API_UPSTREAM/);
    }
  });

  it('forwards /api/ only, naming the address it saw instead of what the client claims', () => {
    const [rule] = devApiProxy('http://127.0.0.1:8080');
    expect(rule).toMatchObject({ context: ['/api/'], target: 'http://127.0.0.1:8080' });
    const headers = new Map([
      ['x-forwarded-for', '198.51.100.1'],
      ['forwarded', 'for=198.51.100.1'],
      ['x-real-ip', '198.51.100.1'],
      ['cookie', 'kept=1'],
    ]);
    const proxyRequest = {
      removeHeader: (name) => headers.delete(name),
      setHeader: (name, value) => headers.set(name, value),
    };
    rule.onProxyReq(proxyRequest, { socket: { remoteAddress: '127.0.0.1' } });
    expect(Object.fromEntries(headers)).toEqual({
      cookie: 'kept=1',
      'x-forwarded-for': '127.0.0.1',
    });
  });
});
