import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './remote-error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <p>Section content</p>;
}

function fallback(reset: () => void) {
  return (
    <button type="button" onClick={reset}>
      Retry section
    </button>
  );
}

let error: jest.SpyInstance;
beforeEach(() => {
  shouldThrow = true;
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

describe('RemoteErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    shouldThrow = false;
    render(
      <RemoteErrorBoundary resetKey="/a" fallback={fallback}>
        <Flaky />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });

  it('shows the fallback on a render error, logs it, and resets on request', async () => {
    render(
      <div>
        <p>Layout stays</p>
        <RemoteErrorBoundary resetKey="/a" fallback={fallback}>
          <Flaky />
        </RemoteErrorBoundary>
      </div>,
    );
    expect(screen.getByText('Layout stays')).toBeInTheDocument();
    expect(screen.queryByText('Section content')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'A section of the site failed to render.',
      expect.any(Error),
      expect.any(String),
    );
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry section' }));
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });

  it('tries again when the reset key (the path) changes', () => {
    const { rerender } = render(
      <RemoteErrorBoundary resetKey="/a" fallback={fallback}>
        <Flaky />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Retry section' })).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <RemoteErrorBoundary resetKey="/b" fallback={fallback}>
        <Flaky />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });
});
