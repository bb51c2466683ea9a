/**
 * @jest-environment node
 */
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import {
  cleanupServerRenders,
  renderOnServerAndHydrate,
} from '@pawapuri/shared/testing/server-render';
import '../i18n/register';
import type * as FooterModule from './footer/footer';
import { Layout } from './layout';

// Counts the footer's renders, to see which re-renders of the frame reach it.
jest.mock('./footer/footer', () => {
  const actual = jest.requireActual<typeof FooterModule>('./footer/footer');
  const renders = { count: 0 };
  return {
    ...actual,
    renders,
    Footer: () => {
      renders.count += 1;
      return actual.Footer();
    },
  };
});
const footer = jest.requireMock<{ renders: { count: number } }>('./footer/footer');

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

describe('the frame after hydration', () => {
  // Each commit React makes inside the layout, by phase: "mount" is the
  // hydration itself, anything after it a second render of the frame.
  function countCommits() {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => {
      phases.push(phase);
    };
    const element = (
      <Profiler id="layout" onRender={onRender}>
        <Layout>
          <h1>A page</h1>
        </Layout>
      </Profiler>
    );
    return { phases, element };
  }

  it('is not rendered a second time for a visitor who never collapsed the sidebar', async () => {
    const { phases, element } = countCommits();
    const { errors, container } = await renderOnServerAndHydrate(element);
    expect(errors).toEqual([]);
    expect(container.firstElementChild?.className).not.toContain('sidebarCollapsed');
    expect(phases).toEqual(['mount']);
  });

  it('is rendered again, once, for a visitor who collapsed it, but not its footer', async () => {
    // The footer's own updates (its visitor count) are the same for both visitors.
    footer.renders.count = 0;
    await renderOnServerAndHydrate(countCommits().element);
    const footerRendersOfANewVisitor = footer.renders.count;
    cleanupServerRenders();

    const { phases, element } = countCommits();
    footer.renders.count = 0;
    const { errors } = await renderOnServerAndHydrate(element, {
      browser: (window) => window.localStorage.setItem('pawapuri.sidebarCollapsed', 'true'),
    });
    expect(errors).toEqual([]);
    expect(phases).toEqual(['mount', 'update']);
    expect(footer.renders.count).toBe(footerRendersOfANewVisitor);
  });
});
