import { migrate, migrator } from '../src/migrations/migrate';
import { contentDb } from '../src/content/store/content-tables';
import { engines, openTestStore, type TestStore } from './helper';

/** What the first seed published, in the parts the second check corrected. */
const OLD_SAMOSARAN = JSON.stringify({ name: { en: 'Samosaran', hi: 'समोसरण' }, old: true });

describe.each(engines())('seed corrections (017) on %s', (engine) => {
  let store: TestStore;

  beforeEach(async () => {
    store = await openTestStore(engine);
    await migrator(store.database).migrateTo('015-event-count');
    const content = contentDb(store.database);
    // An install made before the second check: the old seed, one item a keeper edited.
    await content
      .updateTable('content_items')
      .set({ draft: OLD_SAMOSARAN, published: OLD_SAMOSARAN })
      .where('item_id', '=', 'samosaran')
      .execute();
    await content
      .updateTable('content_items')
      .set({
        draft: '{"kept":true}',
        published: '{"kept":true}',
        published_by: 'keeper@example.org',
      })
      .where('item_id', '=', 'gaon-mandir')
      .execute();
    await content.deleteFrom('content_items').where('item_id', '=', 'nirvan-laddu').execute();
    await content.deleteFrom('content_revisions').where('item_id', '=', 'nirvan-laddu').execute();
    await content
      .insertInto('content_items')
      .values({
        kind: 'route',
        item_id: 'bodhgaya',
        draft: '{"distanceKm":90}',
        draft_revision: 1,
        draft_saved_at: 0,
        draft_saved_by: null,
        published: '{"distanceKm":90}',
        published_revision: 1,
        published_at: 0,
        published_by: null,
        last_revision: 1,
      })
      .execute();
  });

  afterEach(() => store.close());

  it('corrects the untouched seed rows, adds the new items, withdraws Bodhgaya and keeps a keeper’s edit', async () => {
    const content = contentDb(store.database);
    const versionBefore = await content
      .selectFrom('content_revisions')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await migrate(store.database);
    const row = (id: string) =>
      content
        .selectFrom('content_items')
        .selectAll()
        .where('item_id', '=', id)
        .executeTakeFirstOrThrow();

    const samosaran = await row('samosaran');
    expect(JSON.parse(samosaran.published!)).toMatchObject({
      name: { hi: 'समवशरण' },
      coordinates: null,
    });
    expect(samosaran.draft).toBe(samosaran.published);
    expect(samosaran.last_revision).toBe(2);

    expect((await row('gaon-mandir')).published).toBe('{"kept":true}');

    const laddu = await row('nirvan-laddu');
    expect(JSON.parse(laddu.published!).occurrences[0]).toMatchObject({ start: '2026-11-09' });
    expect(JSON.parse((await row('women-helpline')).published!)).toMatchObject({ number: '181' });

    const bodhgaya = await row('bodhgaya');
    expect(bodhgaya.published).toBeNull();
    expect(bodhgaya.last_revision).toBe(2);

    const versionAfter = await content
      .selectFrom('content_revisions')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(Number(versionAfter.id)).toBeGreaterThan(Number(versionBefore.id));
  });

  it('changes only the rows made old: the rest of the seed is already the corrected one', async () => {
    await migrate(store.database);
    const content = contentDb(store.database);
    const revisions = await content
      .selectFrom('content_revisions')
      .select(['item_id', 'revision'])
      .where('revision', '>', 1)
      .execute();
    // Only the rows this test made old were corrected.
    expect(revisions.map((r) => r.item_id).sort()).toEqual(['bodhgaya', 'samosaran']);
  });
});
