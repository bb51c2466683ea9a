import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../testing/render-with-shell';
import { TopBar } from './top-bar';

async function openMenu() {
  const user = userEvent.setup();
  renderWithShell(<TopBar scroll={{ scrolled: false, hidden: false }} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  return { user, dialog };
}

const menuButton = () => screen.getByRole('button', { name: 'Open menu' });

describe('MobileMenu (through the top bar)', () => {
  it('opens as a dialog with focus on its close button and the page locked', async () => {
    await openMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps only one accordion section open at a time', async () => {
    const { user, dialog } = await openMenu();
    // Each element found once, and each link within the list its section
    // controls: a role query computes the accessible name and style of every
    // candidate in jsdom, and asking the whole menu for each link took this
    // test past its 5 s under load. Toggling keeps the same elements.
    const section = (name: RegExp) => within(dialog).getByRole('button', { name });
    const panelOf = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    const link = (panel: HTMLElement, name: string) =>
      within(panel).getByRole('link', { name, hidden: true });
    const temples = section(/^Temples/);
    const tools = section(/^Tools/);
    const gaonMandir = link(panelOf(temples), 'Gaon Mandir');
    const ancient = link(panelOf(temples), 'Ancient');
    const unitConverter = link(panelOf(tools), 'Unit Converter');
    expect(temples).toHaveAttribute('aria-expanded', 'false');
    expect(gaonMandir).not.toBeVisible();
    await user.click(temples);
    expect(temples).toHaveAttribute('aria-expanded', 'true');
    expect(gaonMandir).toBeVisible();
    // Deeper levels are listed inside the open section.
    expect(ancient).toBeVisible();
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    expect(temples).toHaveAttribute('aria-expanded', 'false');
    expect(gaonMandir).not.toBeVisible();
    expect(unitConverter).toBeVisible();
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'false');
  });

  it('a followed link navigates and closes the menu', async () => {
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: /^Plan Your Visit/ }));
    await user.click(within(dialog).getByRole('link', { name: 'Cabs' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/cabs');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('Escape closes it and gives focus back to the menu button', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stops listening for Escape once closed', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    menuButton().blur();
    await user.keyboard('{Escape}');
    expect(menuButton()).not.toHaveFocus();
  });

  it('the close button closes it', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });
});
