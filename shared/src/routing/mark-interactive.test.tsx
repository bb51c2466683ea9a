import { render } from '@testing-library/react';
import { INTERACTIVE_ATTRIBUTE, MarkInteractive } from './mark-interactive';

it('marks the page interactive once React has committed', () => {
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  const { container } = render(<MarkInteractive />);
  expect(document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)).toBe(true);
  expect(container.innerHTML).toBe('');
});
