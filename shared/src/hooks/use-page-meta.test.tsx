import { render } from '@testing-library/react';
import { PageTitleSinkContext } from './page-title-sink';
import { initI18n } from '../i18n';
import { usePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  document.title = '';
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
});

describe('usePageMeta', () => {
  it('sets the title with the site name and creates the description meta', () => {
    render(<Page title="Gallery" description="Photos of Pawapuri" />);
    expect(document.title).toBe('Gallery · Pawapuri');
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(meta?.content).toBe('Photos of Pawapuri');
  });

  it('updates the existing meta rather than adding another', () => {
    const { rerender } = render(<Page title="A" description="first" />);
    rerender(<Page title="B" description="second" />);
    const metas = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]!.content).toBe('second');
    expect(document.title).toBe('B · Pawapuri');
  });

  it('leaves the description alone when none is given', () => {
    render(<Page title="About" />);
    expect(document.title).toBe('About · Pawapuri');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('tells a server render the title, so the HTML carries the one the browser shows', () => {
    const titles: string[] = [];
    render(
      <PageTitleSinkContext.Provider value={{ setTitle: (title) => titles.push(title) }}>
        <Page title="About Pawapuri" />
      </PageTitleSinkContext.Provider>,
    );
    expect(titles[0]).toBe('About Pawapuri · Pawapuri');
  });
});
