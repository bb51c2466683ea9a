import { screen } from '@testing-library/react';
import { renderWithShell } from '../testing/render-with-shell';
import { loadRemoteRoutes } from './load-remote-routes';
import { MainRoutes } from './main-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('./load-remote-routes', () => ({ loadRemoteRoutes: jest.fn() }));
jest.mock('./remote-registry', () => ({ resetRemote: jest.fn() }));

const load = jest.mocked(loadRemoteRoutes);

beforeEach(() => {
  load.mockReset();
  load.mockImplementation((name) =>
    Promise.resolve(function Remote() {
      return <h1>{name} pages</h1>;
    }),
  );
});

describe('MainRoutes', () => {
  it('shows the shell 404 for an unknown path without loading any remote', () => {
    renderWithShell(<MainRoutes />, '/toolsx');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['/', 'remote_content'],
    ['/tools/image-editor', 'remote_tools'],
    ['/admin', 'remote_visitors'],
  ])('renders %s from %s', async (path, remote) => {
    renderWithShell(<MainRoutes />, path);
    expect(await screen.findByRole('heading', { name: `${remote} pages` })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(remote);
  });
});
