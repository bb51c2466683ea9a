import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../testing/render-with-shell';
import { loadRemoteRoutes } from './load-remote-routes';
import { MainRoutes } from './main-routes';
import { applyRemotesFile } from './site-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('./load-remote-routes', () => ({ loadRemoteRoutes: jest.fn() }));
jest.mock('./remote-registry', () => ({ resetRemote: jest.fn() }));

const load = jest.mocked(loadRemoteRoutes);
const manifest = (port: number) => `http://localhost:${port}/mf-manifest.json`;
const REMOTES_FILE = {
  remote_content: manifest(3001),
  remote_tools: manifest(3002),
  remote_visitors: manifest(3003),
  remote_guide: {
    manifest: manifest(3004),
    pages: [{ path: '/guide/walks', title: { en: 'Walks', hi: 'सैर' } }],
  },
};

beforeEach(() => {
  load.mockReset();
  load.mockImplementation((name) =>
    Promise.resolve(function Remote() {
      return <h1>{name} pages</h1>;
    }),
  );
});

// The site's remotes live for the whole page, so this runs before remotes.json is applied below.
describe('MainRoutes before remotes.json is read', () => {
  it('waits instead of answering 404, since remotes.json may add a remote', async () => {
    renderWithShell(<MainRoutes />, '/guide/walks');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    act(() => void applyRemotesFile(REMOTES_FILE));
    expect(await screen.findByRole('heading', { name: 'remote_guide pages' })).toBeVisible();
  });
});

describe('MainRoutes', () => {
  beforeAll(() => applyRemotesFile(REMOTES_FILE));

  it('shows the shell 404 for an unknown path without loading any remote', () => {
    renderWithShell(<MainRoutes />, '/toolsx');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['/', 'remote_content'],
    ['/tools/image-editor', 'remote_tools'],
    ['/admin', 'remote_visitors'],
    ['/guide/walks', 'remote_guide'],
  ])('renders %s from %s', async (path, remote) => {
    renderWithShell(<MainRoutes />, path);
    expect(await screen.findByRole('heading', { name: `${remote} pages` })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(remote);
  });
});
