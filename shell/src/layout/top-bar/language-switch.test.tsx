import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@pawapuri/shared';
import { renderWithShell } from '../../testing/render-with-shell';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  await initI18n().changeLanguage('en');
});

describe('LanguageSwitch', () => {
  it('switches to Hindi, remembers it, and sets the page language', async () => {
    const user = userEvent.setup();
    renderWithShell(<LanguageSwitch />);
    const english = screen.getByRole('button', { name: /English/ });
    const hindi = screen.getByRole('button', { name: /हिन्दी/ });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(hindi).toHaveAttribute('aria-pressed', 'false');
    await user.click(hindi);
    expect(hindi).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('pawapuri.language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('group')).toHaveAccessibleName('भाषा');
    await user.click(english);
    expect(localStorage.getItem('pawapuri.language')).toBe('en');
    expect(screen.getByRole('group')).toHaveAccessibleName('Language');
  });
});
