import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from './use-translation';
import { CatalogReady } from './catalog-ready';
import { initI18n, registerCatalog } from './setup';

function Greeting() {
  const { t } = useTranslation('gate-ns');
  const lines = t('lines', { returnObjects: true }) as string[];
  return <p>{lines.join(' ')}</p>;
}

describe('CatalogReady', () => {
  it('renders the page only once its strings are in, with the fallback until then', async () => {
    initI18n();
    let deliver: (strings: Record<string, unknown>) => void = () => undefined;
    const ready = registerCatalog('gate-ns', {
      en: () => new Promise((resolve) => (deliver = resolve)),
      hi: () => Promise.resolve({ lines: ['नमस्ते'] }),
    });
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <CatalogReady ready={ready}>
            <Greeting />
          </CatalogReady>
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      deliver({ lines: ['Hello', 'pilgrim'] });
      await ready;
    });
    expect(await screen.findByText('Hello pilgrim')).toBeInTheDocument();
  });
});
