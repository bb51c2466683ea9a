import { addApiKey } from './keeper-helper';
import { buildApp } from '../src/build-app';
import { serverOptions } from '../src/app';
import { loadConfig } from '../src/common/settings/config';
import type { LoggerSettings } from '../src/common/privacy/logger-options';
import { BROWSER_UA, captureLog, engines, openTestStore, visit, type TestStore } from './helper';

const TOKEN = 'a-secret-admin-token-0123456789';
const ADDRESS = '203.0.113.77';
const ADDRESS_V6 = '2001:db8:1234:5678::9';

describe.each(engines())(
  'the info log holds no addresses, tokens or query secrets on %s',
  (engine) => {
    let store: TestStore;
    beforeAll(async () => {
      store = await openTestStore(engine);
    });
    afterAll(async () => store.close());

    it('logs requests by method and route only', async () => {
      const config = loadConfig({ ...store.env, LOG_LEVEL: 'info' });
      const log = captureLog();
      const logger = { ...(serverOptions(config).logger as LoggerSettings), stream: log.stream };
      const app = await buildApp({ config }, { logger });
      try {
        await addApiKey(app, TOKEN);
        const auth = { authorization: `Bearer ${TOKEN}` };
        const calls = [
          app.inject({
            method: 'POST',
            url: '/api/visitors/track',
            payload: visit({ sessionId: 'session-secret-1' }),
            headers: { 'user-agent': BROWSER_UA },
            remoteAddress: ADDRESS,
          }),
          app.inject({
            method: 'POST',
            url: '/api/visitors/track',
            payload: visit(),
            headers: { 'user-agent': BROWSER_UA },
            remoteAddress: ADDRESS_V6,
          }),
          app.inject({
            method: 'POST',
            url: '/api/visitors/search',
            payload: { ipAddress: '198.51.100.23', sessionId: 'session-secret-1' },
            headers: auth,
            remoteAddress: ADDRESS,
          }),
          app.inject({
            method: 'GET',
            url: '/api/visitors/export?format=csv&token=query-secret-42&access_token=query-secret-43',
            headers: auth,
            remoteAddress: ADDRESS,
          }),
          app.inject({
            method: 'GET',
            url: '/api/visitors/statistics?token=query-secret-44',
            remoteAddress: ADDRESS,
          }),
          app.inject({
            method: 'GET',
            url: '/no/such/page?token=query-secret-45',
            remoteAddress: ADDRESS,
          }),
          app.inject({
            method: 'POST',
            url: '/api/visitors/search',
            payload: {},
            headers: { authorization: 'Bearer wrong-token-query-secret-46' },
            remoteAddress: ADDRESS,
          }),
        ];
        const answers = await Promise.all(calls);
        // The export refuses its unknown query fields (400), but its request is logged all the same.
        expect(answers.map((answer) => answer.statusCode)).toEqual([
          201, 201, 200, 400, 200, 404, 401,
        ]);
      } finally {
        await app.close();
      }

      const text = log.text();
      // The log is not empty: requests are still recorded, by route.
      expect(text).toContain('"url":"/api/visitors/track"');
      expect(text).toContain('"url":"/api/visitors/export?format=csv&token=[redacted]');
      expect(text).toContain('"statusCode":401');
      for (const secret of [
        ADDRESS,
        '203.0.113',
        ADDRESS_V6,
        '2001:db8',
        '198.51.100.23',
        TOKEN,
        'query-secret',
        'session-secret',
        'remoteAddress',
        'remotePort',
      ]) {
        expect(text).not.toContain(secret);
      }
    });
  },
);
