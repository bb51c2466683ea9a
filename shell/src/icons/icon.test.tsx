import { render } from '@testing-library/react';
import { Icon } from './icon';

describe('Icon', () => {
  it('draws the named symbol of the sprite at the given size, hidden from assistive technology', () => {
    const { container } = render(<Icon name="hotel" size={18} className="x" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('height', '18');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveClass('x');
    expect(svg.querySelector('use')).toHaveAttribute('href', '/icons.svg#hotel');
  });
});
