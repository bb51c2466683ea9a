/**
 * @jest-environment node
 */
import { renderOnServerAndHydrate } from '@pawapuri/shared/testing/server-render';
import '../i18n/register';
import { Layout } from './layout';

describe.each(['en', 'hi'] as const)('the layout rendered on the server (%s)', (language) => {
  it.each(['/', '/jal-mandir/history/ancient', '/tools/image-editor'])(
    'hydrates %s without a mismatch',
    async (path) => {
      const { html, errors, container } = await renderOnServerAndHydrate(
        <Layout>
          <h1>A page</h1>
        </Layout>,
        { path, language },
      );
      expect(errors).toEqual([]);
      expect(html).toContain('<h1>A page</h1>');
      expect(container.querySelector('header')).not.toBeNull();
      expect(container.querySelector('aside, nav')).not.toBeNull();
      expect(container.querySelector('footer')).not.toBeNull();
      // The visitor count comes after hydration; the server sends its placeholder.
      expect(container.querySelector('[data-testid="footer-visitor-count"]')?.textContent).toBe(
        '…',
      );
      expect(container.textContent).not.toMatch(/\b(shell|common)\.|footer\.\w/);
    },
  );
});

describe('the layout of a returning visitor', () => {
  it('renders the sidebar open on the server and collapses it after hydration', async () => {
    const { html, errors, container } = await renderOnServerAndHydrate(
      <Layout>
        <h1>A page</h1>
      </Layout>,
      { browser: (window) => window.localStorage.setItem('pawapuri.sidebarCollapsed', 'true') },
    );
    expect(errors).toEqual([]);
    expect(html).not.toContain('sidebarCollapsed');
    expect(container.firstElementChild?.className).toContain('sidebarCollapsed');
  });
});
