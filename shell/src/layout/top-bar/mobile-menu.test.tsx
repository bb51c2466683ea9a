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
    const section = (name: RegExp) => within(dialog).getByRole('button', { name });
    const link = (name: string) => within(dialog).getByRole('link', { name, hidden: true });
    expect(section(/^Temples/)).toHaveAttribute('aria-expanded', 'false');
    expect(link('Gaon Mandir')).not.toBeVisible();
    await user.click(section(/^Temples/));
    expect(section(/^Temples/)).toHaveAttribute('aria-expanded', 'true');
    expect(link('Gaon Mandir')).toBeVisible();
    // Deeper levels are listed inside the open section.
    expect(link('Ancient')).toBeVisible();
    await user.click(section(/^Tools/));
    expect(section(/^Tools/)).toHaveAttribute('aria-expanded', 'true');
    expect(section(/^Temples/)).toHaveAttribute('aria-expanded', 'false');
    expect(link('Gaon Mandir')).not.toBeVisible();
    expect(link('Unit Converter')).toBeVisible();
    await user.click(section(/^Tools/));
    expect(section(/^Tools/)).toHaveAttribute('aria-expanded', 'false');
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
