import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import { renderWithShell } from '../testing/render-with-shell';
import { integrityRefused } from './integrity-plugin';
import { loadRemoteRoutes, type RemoteRoutesComponent } from './load-remote-routes';
import { resetRemote } from './remote-registry';
import { RemoteOutlet } from './remote-outlet';
import { REMOTE_SLOW_MS } from './use-remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('./load-remote-routes', () => ({ loadRemoteRoutes: jest.fn() }));
jest.mock('./remote-registry', () => ({ resetRemote: jest.fn() }));
jest.mock('./integrity-plugin', () => ({ integrityRefused: jest.fn(() => false) }));

const load = jest.mocked(loadRemoteRoutes);
const reset = jest.mocked(resetRemote);

function ToolsRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="/tools/unit-converter" element={<h1>Unit converter page</h1>} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let error: jest.SpyInstance;

beforeEach(() => {
  load.mockReset();
  reset.mockReset();
  reset.mockResolvedValue(undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  error.mockRestore();
  jest.useRealTimers();
});

function renderOutlet(path = '/tools/unit-converter') {
  return renderWithShell(
    <RemoteOutlet name="remote_tools" notFound={<p>Shell not found</p>} />,
    path,
  );
}

describe('RemoteOutlet', () => {
  it('shows a loaded remote refused for a file’s digest as unavailable, rendering none of its pages', async () => {
    load.mockResolvedValue(ToolsRoutes);
    renderOutlet();
    expect(await screen.findByRole('heading', { name: 'Unit converter page' })).toBeVisible();
    jest.mocked(integrityRefused).mockReturnValue(true);
    try {
      renderOutlet();
      expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable');
      expect(screen.getAllByRole('heading', { name: 'Unit converter page' })).toHaveLength(1);
    } finally {
      jest.mocked(integrityRefused).mockReturnValue(false);
    }
  });

  it('shows loading, then the remote’s page', async () => {
    const pending = deferred<RemoteRoutesComponent>();
    load.mockReturnValue(pending.promise);
    renderOutlet();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(load).toHaveBeenCalledWith('remote_tools');
    await act(async () => pending.resolve(ToolsRoutes));
    expect(screen.getByRole('heading', { name: 'Unit converter page' })).toBeInTheDocument();
  });

  it('passes the shell’s not-found page to the remote', async () => {
    load.mockResolvedValue(ToolsRoutes);
    renderOutlet('/tools/nothing-here');
    expect(await screen.findByText('Shell not found')).toBeInTheDocument();
  });

  it('offers a retry when loading fails, and the retry loads again', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry failed')).mockResolvedValueOnce(ToolsRoutes);
    const user = userEvent.setup();
    renderOutlet();
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledWith('remote_tools');
    expect(await screen.findByRole('heading', { name: 'Unit converter page' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still retries when resetting the remote fails', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(ToolsRoutes);
    reset.mockRejectedValue(new Error('remotes.json unreachable'));
    const user = userEvent.setup();
    renderOutlet();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Unit converter page' })).toBeVisible();
  });

  it('shows the fallback after the time limit, then the pages if the load arrives', async () => {
    jest.useFakeTimers();
    const pending = deferred<RemoteRoutesComponent>();
    load.mockReturnValue(pending.promise);
    renderOutlet();
    await act(() => jest.advanceTimersByTimeAsync(REMOTE_SLOW_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
    await act(async () => pending.resolve(ToolsRoutes));
    expect(screen.getByRole('heading', { name: 'Unit converter page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a render error of the remote inside its area', async () => {
    function Broken(): never {
      throw new Error('remote bug');
    }
    load.mockResolvedValue(Broken);
    renderOutlet();
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable');
    expect(error).toHaveBeenCalled();
  });
});
