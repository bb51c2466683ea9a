import { render } from '@testing-library/react';
import { iconSprite } from '../../../tooling/icon-sprite';
import ICON_NAMES from './icon-names.json';
import { Icon } from './icon';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Icon', () => {
  it('draws the named symbol of the sprite at the given size, hidden from assistive technology', () => {
    const { container } = render(<Icon name="hotel" size={18} className="x" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('height', '18');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveClass('x');
  });

  it('points at a symbol of the sprite index.html carries, for every listed icon', () => {
    document.body.innerHTML = iconSprite([...ICON_NAMES.navigation, ...ICON_NAMES.layout]);
    for (const name of [...ICON_NAMES.navigation, ...ICON_NAMES.layout]) {
      const { container, unmount } = render(<Icon name={name} size={16} />);
      const href = container.querySelector('use')!.getAttribute('href')!;
      expect(document.querySelector(href)?.tagName).toBe('symbol');
      unmount();
    }
  });
});
