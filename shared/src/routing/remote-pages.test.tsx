import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, registerCatalog } from '../i18n/setup';
import { RemotePages } from './remote-pages';

const pages = { '/here': <h1>Here</h1> };

function renderAt(path: string, catalogReady?: Promise<void>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemotePages pages={pages} notFound={<p>Not found</p>} catalogReady={catalogReady} />
    </MemoryRouter>,
  );
}

describe('RemotePages', () => {
  it('renders the page at its path and the not-found page elsewhere', () => {
    renderAt('/here');
    expect(screen.getByRole('heading', { name: 'Here' })).toBeInTheDocument();
    renderAt('/elsewhere');
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });

  it('shows one loading line, held by the layout, until the catalog is in', async () => {
    initI18n();
    let arrive: (strings: Record<string, unknown>) => void = () => undefined;
    const ready = registerCatalog('remote-pages-test', {
      en: () => new Promise((resolve) => (arrive = resolve)),
      hi: () => Promise.resolve({}),
    });
    await act(async () => {
      renderAt('/here', ready);
    });
    expect(screen.getByRole('status')).toHaveAttribute('data-page-loading');
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive({ title: 'Here' }));
    expect(screen.getByRole('heading', { name: 'Here' })).toBeInTheDocument();
  });
});
