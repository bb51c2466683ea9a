import { lazy, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { INTERACTIVE_ATTRIBUTE, MarkInteractive } from './mark-interactive';
import { RemotePages } from './remote-pages';

const html = document.documentElement;
const isInteractive = () => html.hasAttribute(INTERACTIVE_ATTRIBUTE);

beforeEach(() => {
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
});

it('marks the page interactive once React has committed', () => {
  const { container } = render(<MarkInteractive />);
  expect(isInteractive()).toBe(true);
  expect(container.innerHTML).toBe('');
});

it('at the root, marks a page whose remote does not mark itself', () => {
  render(
    <>
      <MarkInteractive unlessPageDoes />
      <p>A remote page without the shared page list</p>
    </>,
  );
  expect(isInteractive()).toBe(true);
});

it('at the root, leaves a lazy remote page to mark itself once its code is in', async () => {
  let arrive: () => void = () => undefined;
  const Late = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Late</h1> });
      }),
  );
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/late']}>
        <MarkInteractive unlessPageDoes />
        <RemotePages pages={{ '/late': <Late /> }} entries={[]} notFound={<p>Not found</p>} />
      </MemoryRouter>,
    );
  });
  expect(isInteractive()).toBe(false);
  await act(async () => arrive());
  expect(isInteractive()).toBe(true);
});
