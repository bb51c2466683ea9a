import { act, cleanup, screen } from '@testing-library/react';
import {
  initI18n,
  offerContent,
  resetContentStore,
  SEED_CONTENT,
  SiteContentContext,
  type PublishedContent,
} from '@pawapuri/shared';
import { renderWithShell } from '../testing/render-with-shell';
import { PageNotices } from './page-notices';

const notice = (id: string, pages: string[], showUntil = '2026-11-10T00:00:00.000Z') => ({
  id,
  revision: 1,
  publishedAt: '2026-11-01T00:00:00.000Z',
  text: { en: `${id} in English`, hi: `${id} हिंदी में` },
  severity: 'warning' as const,
  showFrom: '2026-11-08T00:00:00.000Z',
  showUntil,
  pages,
});

const CONTENT: PublishedContent = {
  ...SEED_CONTENT,
  version: 3,
  notices: [
    notice('bridge', ['/jal-mandir']),
    notice('everywhere', ['*'], '2026-11-08T12:00:00.000Z'),
  ],
};

function renderAt(path: string, iso: string) {
  return renderWithShell(
    <SiteContentContext.Provider value={{ content: CONTENT, renderedAt: Date.parse(iso) }}>
      <PageNotices />
    </SiteContentContext.Provider>,
    path,
  );
}

afterEach(async () => {
  cleanup();
  resetContentStore();
  jest.useRealTimers();
  await initI18n().changeLanguage('en');
});

describe('PageNotices', () => {
  it('shows the notices naming the page, and those for every page', () => {
    renderAt('/jal-mandir', '2026-11-08T10:00:00.000Z');
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(region).toHaveTextContent('Please note: bridge in English');
    expect(region).toHaveTextContent('Please note: everywhere in English');
  });

  it('shows them in Hindi on a Hindi address', async () => {
    renderAt('/hi/jal-mandir', '2026-11-08T10:00:00.000Z');
    expect(await screen.findByText('bridge हिंदी में')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'सूचनाएँ' })).toHaveTextContent('ध्यान दें:');
  });

  it('leaves other pages alone, and shows nothing once the notices end', () => {
    renderAt('/gallery', '2026-11-08T10:00:00.000Z');
    expect(screen.getByRole('region', { name: 'Notices' })).not.toHaveTextContent('bridge');
    cleanup();
    renderAt('/jal-mandir', '2026-11-10T00:00:00.000Z');
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  });

  it('in the browser, takes a notice down when it ends, without a new page', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-08T11:59:40.000Z') });
    offerContent(CONTENT);
    renderWithShell(<PageNotices />, '/gallery');
    expect(screen.getByRole('region', { name: 'Notices' })).toHaveTextContent('everywhere');
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  });
});
