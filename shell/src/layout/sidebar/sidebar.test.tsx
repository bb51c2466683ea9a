import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../testing/render-with-shell';
import { useSidebarCollapsed } from '../use-sidebar-collapsed';
import { Sidebar } from './sidebar';

function Harness() {
  const [collapsed, toggle] = useSidebarCollapsed();
  return <Sidebar collapsed={collapsed} onToggle={toggle} />;
}

function setup(path = '/') {
  const user = userEvent.setup();
  renderWithShell(<Harness />, path);
  const nav = screen.getByRole('navigation', { name: 'Sidebar' });
  return { user, nav };
}

beforeEach(() => localStorage.clear());

describe('Sidebar', () => {
  it('shows the generic visitor welcome', () => {
    setup();
    expect(screen.getByText('Welcome, Visitor')).toBeInTheDocument();
  });

  it('shows the New, 3 and ₹ badges', () => {
    const { nav } = setup();
    expect(within(nav).getByRole('link', { name: /Gallery/ })).toHaveTextContent('New');
    expect(within(nav).getByRole('link', { name: /^Temples/ })).toHaveTextContent('3');
    expect(within(nav).getByRole('link', { name: /Donate/ })).toHaveTextContent('₹');
  });

  it('lists Analytics and Admin Dashboard for everyone', async () => {
    const { user, nav } = setup();
    await user.click(within(nav).getByRole('button', { name: 'Show Visitors pages' }));
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
    expect(within(nav).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('expands and collapses a parent item', async () => {
    const { user, nav } = setup();
    const gaon = () => within(nav).getByRole('link', { name: 'Gaon Mandir', hidden: true });
    expect(gaon()).not.toBeVisible();
    await user.click(within(nav).getByRole('button', { name: 'Show Temples pages' }));
    expect(gaon()).toBeVisible();
    const hide = within(nav).getByRole('button', { name: 'Hide Temples pages' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(gaon()).not.toBeVisible();
  });

  it('opens the branch of the current page', () => {
    const { nav } = setup('/jal-mandir/history/ancient');
    expect(within(nav).getByRole('link', { name: 'Ancient' })).toBeVisible();
  });

  it('collapses to icons and back, remembering the choice', async () => {
    const { user, nav } = setup();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute(
      'data-collapsed',
      'true',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText('Welcome, Visitor')).toBeNull();
    // Icons keep their names for screen readers and tooltips.
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('title', 'Gallery');
    expect(localStorage.getItem('pawapuri.sidebarCollapsed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(localStorage.getItem('pawapuri.sidebarCollapsed')).toBe('false');
  });

  it('starts collapsed when that was remembered', () => {
    localStorage.setItem('pawapuri.sidebarCollapsed', 'true');
    setup();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('filters entries as you type and opens the matching branches', async () => {
    const { user, nav } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'medi');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/jal-mandir',
      '/jal-mandir',
      '/jal-mandir/history',
      '/jal-mandir/history/medieval',
    ]);
    expect(within(nav).getByRole('link', { name: 'Medieval' })).toBeVisible();
  });

  it('says when no page matches', async () => {
    const { user, nav } = setup();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No pages match “zzz”');
    await user.clear(screen.getByRole('searchbox'));
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText(/No pages match/)).toBeNull();
  });
});
