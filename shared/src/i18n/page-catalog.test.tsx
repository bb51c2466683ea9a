import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from './use-translation';
import { PageChunkSinkContext } from '../page-context/page-chunk-sink';
import { pageCatalog, WithPageCatalog } from './page-catalog';
import { initI18n } from './setup';

function Title({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  return <h1>{t('title')}</h1>;
}

describe('a page catalog', () => {
  it('fetches nothing until a page first needs it, then once', async () => {
    initI18n();
    const fetched: string[] = [];
    const catalog = pageCatalog('page-catalog-once', {
      en: () => (fetched.push('en'), Promise.resolve({ title: 'Once' })),
      hi: () => (fetched.push('hi'), Promise.resolve({ title: 'एक बार' })),
    });
    expect(fetched).toEqual([]);
    const first = catalog.ready();
    expect(catalog.ready()).toBe(first);
    await act(() => first);
    expect(fetched).toEqual(['en']);
  });

  it('renders its page once the strings are in, the fallback until then', async () => {
    initI18n();
    let deliver: (strings: Record<string, unknown>) => void = () => undefined;
    const catalog = pageCatalog('page-catalog-wait', {
      en: () => new Promise((resolve) => (deliver = resolve)),
      hi: () => Promise.resolve({ title: 'रुको' }),
    });
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <WithPageCatalog catalog={catalog}>
            <Title namespace="page-catalog-wait" />
          </WithPageCatalog>
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => deliver({ title: 'Arrived' }));
    expect(screen.getByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
  });

  it("names the chunk of the active language's strings to a server render", async () => {
    initI18n();
    const chunks: string[] = [];
    const catalog = pageCatalog('content-sink', {
      en: () => Promise.resolve({ title: 'Named' }),
      hi: () => Promise.resolve({ title: 'नामित' }),
    });
    await act(async () => {
      render(
        <PageChunkSinkContext.Provider value={{ addChunk: (chunk) => chunks.push(chunk) }}>
          <Suspense fallback={null}>
            <WithPageCatalog catalog={catalog}>
              <Title namespace="content-sink" />
            </WithPageCatalog>
          </Suspense>
        </PageChunkSinkContext.Provider>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Named' })).toBeInTheDocument();
    expect(new Set(chunks)).toEqual(new Set(['content-sink-en']));
  });

  it("waits for a new build's strings, not the ones already there (a redeployed remote)", async () => {
    initI18n();
    const strings = (title: string) => ({
      en: () => Promise.resolve({ title }),
      hi: () => Promise.resolve({ title }),
    });
    await act(() => pageCatalog('page-catalog-redeploy', strings('Old build')).ready());
    const redeployed = pageCatalog('page-catalog-redeploy', strings('New build'));
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <WithPageCatalog catalog={redeployed}>
            <Title namespace="page-catalog-redeploy" />
          </WithPageCatalog>
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'New build' })).toBeInTheDocument();
    expect(screen.queryByText('Old build')).toBeNull();
  });

  it('fetches again when asked after a fetch that failed', async () => {
    const load = jest
      .fn<Promise<Record<string, unknown>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ title: 'Back' });
    const catalog = pageCatalog('page-catalog-retry', {
      en: load,
      hi: () => Promise.resolve({ title: 'वापस' }),
    });
    await act(() => expect(catalog.ready()).rejects.toThrow('offline'));
    await act(() => catalog.ready());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
