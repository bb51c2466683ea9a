import fs from 'node:fs';
import { photoCases } from '../bench/harden/photo-cases';
import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, keeperHeaders, PASSWORD } from './keeper-helper';

/**
 * The hardening suite's photograph cases, answered by the app in process:
 * each gets the answer its case wants (a 4xx where refused), never a 5xx,
 * and a refused upload stores no file.
 */
describe.each(engines())('hostile photograph requests (%s)', (engine) => {
  let t: TestApp;
  let secret = '';
  beforeAll(async () => {
    t = await buildTestApp(engine);
    await addKeeper(t.app, 'owner@example.in', 'owner');
    const owner = await keeperHeaders(t.app, 'owner@example.in');
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/api-keys',
      headers: owner,
      payload: { name: 'harden', role: 'owner', password: PASSWORD },
    });
    secret = key.json<{ secret: string }>().secret;
  });
  afterAll(async () => t.close());

  it('answers every case as it wants, storing nothing', async () => {
    const mediaDir = t.app.config.media.dir;
    const answers = [];
    for (const hostile of photoCases(secret)) {
      const { method, path, headers, body } = hostile.request;
      const answer = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: path,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      });
      const status = answer.statusCode;
      const wanted =
        hostile.expect === 'refuse'
          ? status >= 400 && status < 500
          : hostile.expect === 'accept'
            ? status >= 200 && status < 300
            : Array.isArray(hostile.expect)
              ? hostile.expect.includes(status)
              : status < 500;
      answers.push({ name: hostile.name, status, wanted });
    }
    expect(answers.filter((answer) => !answer.wanted)).toEqual([]);
    const stored = fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : [];
    expect(stored).toEqual([]);
  });
});
