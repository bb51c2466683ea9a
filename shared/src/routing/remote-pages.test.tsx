import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageEntriesContext } from '../current-page/page-entries';
import { useCurrentPage } from '../current-page/use-current-page';
import { initI18n, registerCatalog } from '../i18n/setup';
import type { PageDescription } from '../types/remote';
import { RemotePages } from './remote-pages';

const pages = { '/here': <h1>Here</h1> };
const entries: PageDescription[] = [
  {
    path: '/here',
    title: { en: 'Here', hi: 'यहाँ' },
    heading: { en: 'Here, at length', hi: 'यहाँ, विस्तार से' },
    description: { en: 'What is here.', hi: 'यहाँ क्या है।' },
  },
];

function Lead() {
  const { title, description } = useCurrentPage();
  return (
    <>
      <h1>{title}</h1>
      <p>{description}</p>
    </>
  );
}

function renderAt(path: string, catalogReady?: Promise<void>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemotePages
        pages={pages}
        entries={entries}
        notFound={<p>Not found</p>}
        catalogReady={catalogReady}
      />
    </MemoryRouter>,
  );
}

describe('RemotePages', () => {
  it("hands its pages the remote's own entries, over the titles-only copy the shell gives", () => {
    initI18n();
    render(
      <MemoryRouter initialEntries={['/here']}>
        <PageEntriesContext.Provider value={[{ path: '/here', title: entries[0]!.title }]}>
          <RemotePages pages={{ '/here': <Lead /> }} entries={entries} notFound={null} />
        </PageEntriesContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Here, at length' })).toBeInTheDocument();
    expect(screen.getByText('What is here.')).toBeInTheDocument();
  });

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
