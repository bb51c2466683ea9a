import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../testing/render-with-shell';
import { DesktopNav } from './desktop-nav';

function setup(path = '/') {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithShell(<DesktopNav />, path);
  return user;
}

const templesButton = () => screen.getByRole('button', { name: /^Temples/ });
const menuOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls');
  if (!id) throw new Error('menu is closed');
  return document.getElementById(id)!;
};

afterEach(() => jest.useRealTimers());

describe('DesktopNav', () => {
  it('shows top-level links and dropdown buttons with badges', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: /Gallery.*New/ })).toHaveAttribute(
      'href',
      '/gallery',
    );
    expect(templesButton()).toHaveTextContent('3');
    expect(templesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and closes 300 ms after the pointer leaves', async () => {
    const user = setup();
    const item = templesButton().closest('li')!;
    await user.hover(item);
    expect(templesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menuOf(templesButton())).getByRole('link', { name: 'Gaon Mandir' }),
    ).toBeVisible();
    await user.unhover(item);
    act(() => jest.advanceTimersByTime(299));
    expect(templesButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(templesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Gaon Mandir' })).toBeNull();
  });

  it('toggles on click (a mouse click after hovering closes it again)', async () => {
    const user = setup();
    const item = templesButton().closest('li')!;
    await user.hover(item);
    expect(templesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(templesButton());
    expect(templesButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(templesButton());
    expect(templesButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with a touch tap and stays open after the finger lifts', async () => {
    const user = setup();
    await user.pointer([{ keys: '[TouchA]', target: templesButton() }]);
    expect(templesButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1000));
    expect(templesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Gaon Mandir' })).toBeVisible();
    await user.pointer([{ keys: '[TouchA]', target: templesButton() }]);
    expect(templesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['{Enter}', '{ArrowDown}'])(
    '%s opens the menu and focuses its first link',
    async (key) => {
      const user = setup();
      templesButton().focus();
      await user.keyboard(key);
      expect(templesButton()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Jal Mandir' })).toHaveFocus();
    },
  );

  it('moves with the arrow keys, Home and End, and Escape closes and returns focus', async () => {
    const user = setup();
    templesButton().focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Gaon Mandir' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Other Temples' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Jal Mandir' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Other Temples' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Jal Mandir' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(templesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(templesButton()).toHaveFocus();
  });

  it('ArrowRight opens a nested flyout and ArrowLeft closes it', async () => {
    const user = setup();
    templesButton().focus();
    await user.keyboard('{ArrowDown}');
    const jalMandir = screen.getByRole('link', { name: 'Jal Mandir' });
    expect(jalMandir).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(jalMandir).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Architecture' })).toHaveFocus();
    // A third level opens the same way.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Design' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Architecture' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Design' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(jalMandir).toHaveFocus();
    expect(jalMandir).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'History' })).toBeNull();
    // The top menu is still open: ArrowLeft at level 1 does not close it.
    await user.keyboard('{ArrowLeft}');
    expect(templesButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows a link and closes the menu', async () => {
    const user = setup();
    await user.hover(templesButton().closest('li')!);
    await user.click(screen.getByRole('link', { name: 'Samosaran' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/samosaran');
    expect(templesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the dropdown holding the current page', () => {
    setup('/jal-mandir/history/ancient');
    expect(templesButton().className).toMatch(/current/);
    expect(screen.getByRole('button', { name: /^Tools/ }).className).not.toMatch(/current/);
  });
});
