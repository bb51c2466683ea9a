import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@pawapuri/shared';
import { renderWithShell } from '../../testing/render-with-shell';
import { LanguageSwitch } from './language-switch';

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await initI18n().changeLanguage('en');
});

describe('LanguageSwitch', () => {
  it("links to the current page's address in each language, keeping the query on a click", async () => {
    const { history } = renderWithShell(<LanguageSwitch />, '/jal-mandir?from=menu');
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/jal-mandir');
    expect(screen.getByRole('link', { name: /हिन्दी/ })).toHaveAttribute('href', '/hi/jal-mandir');
    expect(screen.getByRole('link', { name: /हिन्दी/ })).toHaveAttribute('hreflang', 'hi');
    await userEvent.click(screen.getByRole('link', { name: /हिन्दी/ }));
    expect(history.location).toMatchObject({ pathname: '/hi/jal-mandir', search: '?from=menu' });
  });

  it('never links to another host, whatever the address', () => {
    renderWithShell(<LanguageSwitch />, '/hi//evil.example/');
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/evil.example/');
  });

  it('moves to the Hindi address, remembers it, and sets the page language', async () => {
    const user = userEvent.setup();
    const { history } = renderWithShell(<LanguageSwitch />, '/jal-mandir');
    const english = screen.getByRole('link', { name: /English/ });
    const hindi = screen.getByRole('link', { name: /हिन्दी/ });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(hindi).not.toHaveAttribute('aria-current');
    await user.click(hindi);
    expect(history.location.pathname).toBe('/hi/jal-mandir');
    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(hindi).toHaveAttribute('aria-current', 'true');
    expect(english).not.toHaveAttribute('aria-current');
    expect(localStorage.getItem('pawapuri.language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    await user.click(english);
    expect(history.location.pathname).toBe('/jal-mandir');
    expect(localStorage.getItem('pawapuri.language')).toBe('en');
    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('is reached and used from the keyboard', async () => {
    const user = userEvent.setup();
    const { history } = renderWithShell(<LanguageSwitch />, '/');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: /हिन्दी/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(history.location.pathname).toBe('/hi');
  });
});
