import { render, screen } from '@testing-library/react';
import { RenderLanguage } from '@pawapuri/shared';
import '../i18n/register';
import { NavBadge } from './nav-badge';

describe('NavBadge', () => {
  it('shows a count and says it in words, in the plural form of the number', () => {
    const { rerender } = render(<NavBadge badge={{ kind: 'count', value: 1 }} />);
    expect(screen.getByText('1 item')).toHaveClass('pw-visually-hidden');
    rerender(<NavBadge badge={{ kind: 'count', value: 3 }} />);
    expect(screen.getByText('3 items')).toBeInTheDocument();
    rerender(
      <RenderLanguage language="hi">
        <NavBadge badge={{ kind: 'count', value: 3 }} />
      </RenderLanguage>,
    );
    expect(screen.getByText('3 पृष्ठ')).toBeInTheDocument();
  });
});
