/**
 * @jest-environment node
 */
import {
  SAVED_AT_HEADER,
  answerAsSavedCopy,
  markAsSavedCopy,
  savedAtOf,
  stampSaved,
} from './saved-copy';

const SAVED = Date.parse('2026-11-26T03:40:00Z');
const page =
  '<!doctype html><html lang="en"><head><title>Jal Mandir</title></head><body></body></html>';

describe('saved copies', () => {
  it('stamps a page with the time it is saved, keeping its status and headers', async () => {
    const stamped = stampSaved(
      new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      SAVED,
    );
    expect(stamped.headers.get(SAVED_AT_HEADER)).toBe('2026-11-26T03:40:00.000Z');
    expect(stamped.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(stamped.status).toBe(200);
    expect(await stamped.text()).toBe(page);
    expect(savedAtOf(stamped)).toBe(SAVED);
  });

  it('takes the server’s Date for a page saved before stamps, and nothing from neither', () => {
    const dated = new Response(page, { headers: { date: 'Thu, 26 Nov 2026 03:40:00 GMT' } });
    expect(savedAtOf(dated)).toBe(SAVED);
    expect(savedAtOf(new Response(page))).toBeNull();
    expect(
      savedAtOf(new Response(page, { headers: { [SAVED_AT_HEADER]: 'yesterday' } })),
    ).toBeNull();
  });

  it('writes the saved time into the head, first, and leaves a page without a head alone', () => {
    expect(markAsSavedCopy(page, SAVED)).toBe(
      '<!doctype html><html lang="en"><head><meta name="pawapuri-saved-copy" content="2026-11-26T03:40:00.000Z"><title>Jal Mandir</title></head><body></body></html>',
    );
    expect(markAsSavedCopy('<head data-x="1">', SAVED)).toMatch(/^<head data-x="1"><meta /);
    expect(markAsSavedCopy('plain text', SAVED)).toBe('plain text');
  });

  it('answers a cached page marked as a saved copy, and anything else unchanged', async () => {
    const cached = stampSaved(
      new Response(page, {
        headers: { 'content-type': 'text/html', 'content-length': String(page.length) },
      }),
      SAVED,
    );
    const answer = await answerAsSavedCopy(cached);
    expect(answer.headers.get('content-length')).toBeNull();
    expect(await answer.text()).toContain(
      '<head><meta name="pawapuri-saved-copy" content="2026-11-26T03:40:00.000Z">',
    );
    // The banner reads it back (savedCopyTime): offline-notices.test.tsx.

    const image = stampSaved(
      new Response('png', { headers: { 'content-type': 'image/png' } }),
      SAVED,
    );
    expect(await answerAsSavedCopy(image)).toBe(image);
  });
});
