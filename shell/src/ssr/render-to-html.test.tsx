/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { renderToHtml } from './render-to-html';

const LONG_TEXT = 'A pilgrim walks the stone bridge to the Jal Mandir. '.repeat(1000);

describe('renderToHtml', () => {
  it('puts a large lazily loaded part in place, readable without JavaScript', async () => {
    const Page = lazy(() => Promise.resolve({ default: () => <article>{LONG_TEXT}</article> }));
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Page />
        </Suspense>
      </main>,
      1000,
    );
    expect(html).toContain(`<main><!--$--><article>${LONG_TEXT}</article><!--/$--></main>`);
    expect(html).not.toContain('Loading…');
    expect(html).not.toContain('<script');
  });

  it('fails on an error React could recover from in the browser', async () => {
    const Broken = () => {
      throw new Error('no strings');
    };
    await expect(
      renderToHtml(
        <Suspense fallback={<p>Loading…</p>}>
          <Broken />
        </Suspense>,
        1000,
      ),
    ).rejects.toThrow('no strings');
  });

  it('gives up after its time limit', async () => {
    const Never = lazy(() => new Promise<never>(() => undefined));
    await expect(
      renderToHtml(
        <Suspense fallback={<p>Loading…</p>}>
          <Never />
        </Suspense>,
        50,
      ),
    ).rejects.toThrow('longer than 50 ms');
  });
});
