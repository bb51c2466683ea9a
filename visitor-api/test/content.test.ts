import type {
  AuditPage,
  ContentDiff,
  ContentHistory,
  ContentList,
  SiteContent,
} from '@pawapuri/shared/contract/types';
import { SEED_CONTENT } from '@pawapuri/shared/content/seed';
import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, keeperHeaders, PASSWORD, SITE } from './keeper-helper';
import { post, publicContent, readItem } from './content-helper';

const HOTEL = 'stay/jain-dharamshala';

describe.each(engines())('site content (%s)', (engine) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await buildTestApp(engine);
    for (const role of ['owner', 'editor', 'analyst'] as const) {
      await addKeeper(t.app, `${role}@example.in`, role);
      as[role] = await keeperHeaders(t.app, `${role}@example.in`);
    }
  });
  afterAll(async () => t.close());

  const auditActions = async () =>
    (
      (
        await t.app.inject({ url: '/api/keepers/audit?size=200', headers: as.owner })
      ).json() as AuditPage
    ).content.map((entry) => ({ action: entry.action, actor: entry.actor, detail: entry.detail }));

  it('starts with today’s content published, unconfirmed facts not verified', async () => {
    const content = await publicContent(t.app);
    expect(content.version).toBeGreaterThan(0);
    expect(content.places.map((p) => p.id)).toEqual([
      'pawapuri',
      'jal-mandir',
      'gaon-mandir',
      'samosaran',
    ]);
    expect(content.stays).toHaveLength(5);
    expect(content.stays.every((stay) => !stay.verified)).toBe(true);
    expect(content.places.find((p) => p.id === 'jal-mandir')?.hoursVerified).toBe(false);
    expect(content.helpNumbers.map((h) => h.number)).toEqual([
      '112',
      '102',
      '1363',
      '1800-11-1363',
      '181',
      null,
    ]);
    expect(content.donation?.upiId).toBe('sample@example.invalid');
    expect(content.notices).toEqual([]);
  });

  it('publishes at the start the same facts as the seed copy the pages fall back to', async () => {
    // Versions, revisions and publishing times differ: the seed copy is version 0.
    const facts = (content: SiteContent) =>
      JSON.parse(
        JSON.stringify({ ...content, version: null, publishedAt: null }, (key, value: unknown) =>
          key === 'revision' || key === 'publishedAt' ? undefined : value,
        ),
      ) as unknown;
    expect(facts(await publicContent(t.app))).toEqual(facts(SEED_CONTENT));
  });

  it('answers a 304 to the ETag it sent, and the version alone', async () => {
    const first = await t.app.inject('/api/content');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    const again = await t.app.inject({ url: '/api/content', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const version = (await t.app.inject('/api/content/version')).json<{ version: number }>();
    expect(`"${version.version}"`).toBe(etag);
  });

  it('lets editors and owners edit, refuses analysts (403) and strangers (401)', async () => {
    const statuses: Record<string, number> = {};
    for (const role of ['owner', 'editor', 'analyst']) {
      statuses[role] = (
        await t.app.inject({ url: '/api/keepers/content', headers: as[role] })
      ).statusCode;
    }
    statuses.nobody = (
      await t.app.inject({ url: '/api/keepers/content', headers: { origin: SITE } })
    ).statusCode;
    expect(statuses).toEqual({ owner: 200, editor: 200, analyst: 403, nobody: 401 });
    const analystSave = await post(t.app, as.analyst!, `${HOTEL}/draft`, {
      expectedRevision: 1,
      data: {},
    });
    expect(analystSave.statusCode).toBe(403);
  });

  it('keeps drafts apart, publishes them as revisions, diffs and restores them', async () => {
    const item = await readItem(t.app, as.editor!, HOTEL);
    expect(item.status).toBe('published');
    const data = {
      ...item.draft.data,
      phone: '+91 94310 12345',
      verified: true,
      verifiedOn: '2026-11-25',
    };

    const saved = await post(t.app, as.editor!, `${HOTEL}/draft`, {
      expectedRevision: item.draft.revision,
      data,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'changed',
      draft: { revision: 2, savedBy: 'editor@example.in' },
    });
    // A saved draft is not public.
    let stay = (await publicContent(t.app)).stays.find((s) => s.id === 'jain-dharamshala');
    expect(stay?.phone).toBe('+91 00000 00001');

    const before = (await publicContent(t.app)).version;
    const published = await post(t.app, as.editor!, `${HOTEL}/publish`, { expectedRevision: 2 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      published: { revision: 2, publishedBy: 'editor@example.in' },
    });
    const after = await publicContent(t.app);
    expect(after.version).toBeGreaterThan(before);
    stay = after.stays.find((s) => s.id === 'jain-dharamshala');
    expect(stay).toMatchObject({ phone: '+91 94310 12345', verified: true, revision: 2 });

    const diff = await t.app.inject({
      url: `/api/keepers/content/${HOTEL}/diff?from=1&to=2`,
      headers: as.editor,
    });
    expect(diff.json<ContentDiff>()).toEqual({
      from: 1,
      to: 2,
      changes: [
        { path: 'phone', before: '+91 00000 00001', after: '+91 94310 12345' },
        { path: 'verified', before: false, after: true },
        { path: 'verifiedOn', before: null, after: '2026-11-25' },
      ],
    });

    const restored = await post(t.app, as.owner!, `${HOTEL}/restore`, {
      revision: 1,
      expectedRevision: 2,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      status: 'published',
      draft: { revision: 3 },
      published: { revision: 3 },
    });
    stay = (await publicContent(t.app)).stays.find((s) => s.id === 'jain-dharamshala');
    expect(stay?.phone).toBe('+91 00000 00001');

    const history = (
      await t.app.inject({ url: `/api/keepers/content/${HOTEL}/history`, headers: as.editor })
    ).json<ContentHistory>();
    expect(history.revisions.map((r) => [r.revision, r.action, r.restoredFrom, r.by])).toEqual([
      [3, 'restore', 1, 'owner@example.in'],
      [2, 'publish', null, 'editor@example.in'],
      [1, 'publish', null, null],
    ]);
    const one = await t.app.inject({
      url: `/api/keepers/content/${HOTEL}/revisions/2`,
      headers: as.editor,
    });
    expect(one.json()).toMatchObject({ revision: 2, data: { phone: '+91 94310 12345' } });

    const actions = await auditActions();
    expect(actions).toEqual(
      expect.arrayContaining([
        {
          action: 'content-published',
          actor: 'editor@example.in',
          detail: { kind: 'stay', id: 'jain-dharamshala', revision: 2 },
        },
        {
          action: 'content-restored',
          actor: 'owner@example.in',
          detail: { kind: 'stay', id: 'jain-dharamshala', revision: 3, restoredFrom: 1 },
        },
      ]),
    );
  });

  it('gives the second of two keepers saving the same draft a 409 naming the newer revision', async () => {
    const item = await readItem(t.app, as.editor!, 'place/samosaran');
    const expectedRevision = item.draft.revision;
    const first = await post(t.app, as.editor!, 'place/samosaran/draft', {
      expectedRevision,
      data: { ...item.draft.data, order: 31 },
    });
    expect(first.statusCode).toBe(200);
    const second = await post(t.app, as.owner!, 'place/samosaran/draft', {
      expectedRevision,
      data: { ...item.draft.data, order: 32 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      field: 'expectedRevision',
      currentRevision: expectedRevision + 1,
      message: expect.stringContaining(`revision ${expectedRevision + 1} by editor@example.in`),
    });
    const stalePublish = await post(t.app, as.owner!, 'place/samosaran/publish', {
      expectedRevision,
    });
    expect(stalePublish.statusCode).toBe(409);
    expect((await readItem(t.app, as.editor!, 'place/samosaran')).draft.data).toMatchObject({
      order: 31,
    });
  });

  it('creates a new item with revision 0 once, and unpublishes it', async () => {
    const notice = {
      text: { en: 'The bridge is closed for repairs', hi: 'पुल मरम्मत के लिए बंद है' },
      severity: 'closed',
      showFrom: '2026-11-22T00:00:00.000Z',
      showUntil: '2026-11-29T00:00:00.000Z',
      pages: ['/jal-mandir', '/'],
    };
    const created = await post(t.app, as.editor!, 'notice/bridge-closed/draft', {
      expectedRevision: 0,
      data: notice,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      status: 'draft',
      published: null,
      draft: { revision: 1 },
    });
    const again = await post(t.app, as.editor!, 'notice/bridge-closed/draft', {
      expectedRevision: 0,
      data: notice,
    });
    expect(again.json()).toMatchObject({ statusCode: 409, currentRevision: 1 });
    const missing = await post(t.app, as.editor!, 'notice/no-such/draft', {
      expectedRevision: 4,
      data: notice,
    });
    expect(missing.statusCode).toBe(404);

    await post(t.app, as.editor!, 'notice/bridge-closed/publish', { expectedRevision: 1 });
    expect((await publicContent(t.app)).notices).toEqual([
      expect.objectContaining({
        id: 'bridge-closed',
        severity: 'closed',
        pages: ['/jal-mandir', '/'],
      }),
    ]);
    const off = await post(t.app, as.editor!, 'notice/bridge-closed/unpublish', {});
    expect(off.json()).toMatchObject({ status: 'unpublished', published: null });
    expect((await publicContent(t.app)).notices).toEqual([]);
    const twice = await post(t.app, as.editor!, 'notice/bridge-closed/unpublish', {});
    expect(twice.statusCode).toBe(409);
    expect((await auditActions()).map((a) => a.action)).toContain('content-unpublished');
  });

  it.each([
    ['a bad phone', { phone: 'call us' }, 'data.phone'],
    ['a missing Hindi name', { name: { en: 'Dharamshala' } }, 'data.name.hi'],
    ['an unknown field in the item', { stars: 5 }, 'data.stars'],
    [
      'coordinates outside India',
      { coordinates: { latitude: 51.5, longitude: -0.12 } },
      'data.coordinates.latitude',
    ],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_name, change, field) => {
    const item = await readItem(t.app, as.editor!, 'stay/lotus-lodge');
    const response = await post(t.app, as.editor!, 'stay/lotus-lodge/draft', {
      expectedRevision: item.draft.revision,
      data: { ...item.draft.data, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message: expect.stringContaining(field) });
    expect((await readItem(t.app, as.editor!, 'stay/lotus-lodge')).draft.revision).toBe(
      item.draft.revision,
    );
  });

  it('refuses unknown fields, kinds and ids in the request itself', async () => {
    const extra = await post(t.app, as.editor!, `${HOTEL}/publish`, {
      expectedRevision: 1,
      force: true,
    });
    expect(extra.json()).toMatchObject({ statusCode: 400, field: 'force' });
    const kind = await t.app.inject({ url: '/api/keepers/content/temple/x', headers: as.editor });
    expect(kind.statusCode).toBe(400);
    const id = await t.app.inject({
      url: '/api/keepers/content/stay/Bad%20Id',
      headers: as.editor,
    });
    expect(id.json()).toMatchObject({ statusCode: 400, field: 'id' });
    const query = await t.app.inject({
      url: `/api/keepers/content/${HOTEL}/diff?from=1&to=latest`,
      headers: as.editor,
    });
    expect(query.statusCode).toBe(400);
  });

  describe('donation details', () => {
    const data = {
      payeeName: 'Shri Pawapuri Tirth Trust',
      upiId: 'pawapuritrust@sbi',
      verified: true,
      verifiedOn: '2026-11-26',
    };

    it('are changed by an owner only, with the owner’s password again, audit-logged', async () => {
      const editorSave = await post(t.app, as.editor!, 'donation/donation/draft', {
        expectedRevision: 1,
        data,
      });
      expect(editorSave.json()).toMatchObject({ statusCode: 403 });
      const saved = await post(t.app, as.owner!, 'donation/donation/draft', {
        expectedRevision: 1,
        data,
      });
      expect(saved.statusCode).toBe(200);

      const noPassword = await post(t.app, as.owner!, 'donation/donation/publish', {
        expectedRevision: 2,
      });
      expect(noPassword.json()).toMatchObject({ statusCode: 403, field: 'password' });
      const wrong = await post(t.app, as.owner!, 'donation/donation/publish', {
        expectedRevision: 2,
        password: 'not the right password at all',
      });
      expect(wrong.json()).toMatchObject({ statusCode: 403, field: 'password' });
      expect((await publicContent(t.app)).donation?.upiId).toBe('sample@example.invalid');

      const list = (
        await t.app.inject({ url: '/api/keepers/content?kind=donation', headers: as.owner })
      ).json<ContentList>();
      expect(list.donationChangedAt).toBeNull();

      const right = await post(t.app, as.owner!, 'donation/donation/publish', {
        expectedRevision: 2,
        password: PASSWORD,
      });
      expect(right.statusCode).toBe(200);
      // It waits (KEEPER_PAYEE_WAIT_HOURS, 24 by default): pilgrims still see the sample.
      expect(right.json().pendingPayee).toMatchObject({
        payee: { payeeName: 'Shri Pawapuri Tirth Trust', upiId: 'pawapuritrust@sbi' },
        askedBy: 'owner@example.in',
        dueAt: '2026-11-23T06:30:00.000Z',
        mayApprove: false,
      });
      expect((await publicContent(t.app)).donation?.upiId).toBe('sample@example.invalid');
      t.setNow('2026-11-23T06:29:59.000Z');
      expect((await publicContent(t.app)).donation?.upiId).toBe('sample@example.invalid');
      // The first public read after the wait publishes it.
      t.setNow('2026-11-23T06:30:00.000Z');
      expect((await publicContent(t.app)).donation).toMatchObject({
        upiId: 'pawapuritrust@sbi',
        verified: true,
      });
      // A day on, the keepers' sessions have ended: they sign in again.
      for (const role of ['owner', 'editor', 'analyst'] as const) {
        as[role] = await keeperHeaders(t.app, `${role}@example.in`);
      }

      const after = (
        await t.app.inject({ url: '/api/keepers/content?kind=donation', headers: as.editor })
      ).json<ContentList>();
      expect(after.donationChangedAt).toBe(new Date(t.app.clock()).toISOString());
      expect(after.items).toEqual([
        expect.objectContaining({ id: 'donation', title: 'Shri Pawapuri Tirth Trust' }),
      ]);
      expect(await auditActions()).toEqual(
        expect.arrayContaining([
          {
            action: 'donation-pending',
            actor: 'owner@example.in',
            detail: {
              change: 1,
              payeeName: 'Shri Pawapuri Tirth Trust',
              upiId: 'pawapuritrust@sbi',
              dueAt: '2026-11-23T06:30:00.000Z',
            },
          },
          {
            action: 'donation-changed',
            actor: null,
            detail: {
              action: 'publish',
              revision: 2,
              change: 1,
              askedBy: 'owner@example.in',
              payeeName: 'Shri Pawapuri Tirth Trust',
              upiId: 'pawapuritrust@sbi',
            },
          },
        ]),
      );
    });

    it('cannot be restored or unpublished without the password either', async () => {
      const restore = await post(t.app, as.owner!, 'donation/donation/restore', {
        revision: 1,
        expectedRevision: 2,
      });
      expect(restore.json()).toMatchObject({ statusCode: 403, field: 'password' });
      const unpublish = await post(t.app, as.owner!, 'donation/donation/unpublish', {});
      expect(unpublish.json()).toMatchObject({ statusCode: 403, field: 'password' });
      const other = await t.app.inject({
        url: '/api/keepers/content/donation/other',
        headers: as.owner,
      });
      expect(other.statusCode).toBe(404);
    });
  });
});

describe('the published content from the site’s pages in a browser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { CORS_ORIGINS: 'https://pawapuri.example' });
  });
  afterAll(async () => t.close());

  it('may be revalidated with its ETag from another origin (CORS)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/content',
      headers: {
        origin: 'https://pawapuri.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/If-None-Match/i);
    const read = await t.app.inject({
      url: '/api/content',
      headers: { origin: 'https://pawapuri.example' },
    });
    expect(String(read.headers['access-control-expose-headers'])).toMatch(/ETag/i);
  });
});
