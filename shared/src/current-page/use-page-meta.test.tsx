import { render as renderInDocument, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SEED_CONTENT } from '../content/seed';
import { SiteContentContext } from '../content/site-content-context';
import { initI18n } from '../i18n';
import { AtPage } from '../testing/at-page';
import type { PageDescription } from '../types/remote';
import { useCurrentPage } from './use-current-page';
import { usePageMeta } from './use-page-meta';

const PAGES: PageDescription[] = [
  {
    path: '/gallery',
    title: { en: 'Gallery', hi: 'चित्र दीर्घा' },
    description: { en: 'Photos of Pawapuri', hi: 'पावापुरी के चित्र' },
  },
  {
    path: '/jal-mandir/history',
    title: { en: 'History', hi: 'इतिहास' },
    heading: { en: 'History of the Jal Mandir', hi: 'जल मंदिर का इतिहास' },
  },
];

function Page({ title }: { title?: string }) {
  const facts = usePageMeta(title === undefined ? undefined : { title });
  return <h1>{facts.title}</h1>;
}

function Heading() {
  return <h1>{useCurrentPage().title || '(none)'}</h1>;
}

/** Renders with the seed content given, as a server render has it (no fetch of the seed). */
const render = (ui: ReactElement) =>
  renderInDocument(
    <SiteContentContext.Provider value={{ content: SEED_CONTENT, renderedAt: 0 }}>
      {ui}
    </SiteContentContext.Provider>,
  );

const metaDescription = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  document.title = '';
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
});

describe('usePageMeta', () => {
  it('sets the title and description of the page’s entry, and gives them to the page', () => {
    render(
      <AtPage pages={PAGES} path="/gallery">
        <Page />
      </AtPage>,
    );
    expect(document.title).toBe('Gallery · Pawapuri');
    expect(metaDescription()).toBe('Photos of Pawapuri');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gallery');
  });

  it('takes the heading over the menu title and removes a description the page does not have', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'the page before';
    document.head.append(meta);
    render(
      <AtPage pages={PAGES} path="/jal-mandir/history/">
        <Page />
      </AtPage>,
    );
    expect(document.title).toBe('History of the Jal Mandir · Pawapuri');
    expect(metaDescription()).toBeUndefined();
  });

  it('takes a given title for a page no entry lists', () => {
    render(
      <AtPage pages={PAGES} path="/nowhere">
        <Page title="Page not found" />
      </AtPage>,
    );
    expect(document.title).toBe('Page not found · Pawapuri');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});

describe('useCurrentPage', () => {
  it('is empty for a path no entry lists', () => {
    render(
      <AtPage pages={PAGES} path="/nowhere">
        <Heading />
      </AtPage>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(none)');
  });
});
