import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initI18n } from '@pawapuri/shared';
import { App } from '../app';
import { renderWithShell } from '../testing/render-with-shell';
import { ensureRemotesRegistered } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const GUIDE_MANIFEST = 'http://localhost:3004/mf-manifest.json';
/** remotes.json with the three built-in remotes and one the shell was not built with. */
const REMOTES_FILE = {
  remote_content: 'http://localhost:3001/mf-manifest.json',
  remote_tools: 'http://localhost:3002/mf-manifest.json',
  remote_visitors: 'http://localhost:3003/mf-manifest.json',
  remote_guide: {
    manifest: GUIDE_MANIFEST,
    pages: [{ path: '/guide/walks', title: { en: 'Walks', hi: 'सैर' }, footer: true }],
    nav: [
      {
        id: 'guide',
        path: '/guide/walks',
        title: { en: 'Guide', hi: 'मार्गदर्शिका' },
        icon: 'compass',
        order: 45,
      },
    ],
  },
};

const json = (body: unknown) => ({ ok: true, status: 200, json: () => Promise.resolve(body) });
let answerRemotesFile: () => void = () => undefined;

beforeEach(() => {
  global.fetch = jest.fn((url: string | URL) => {
    if (!String(url).endsWith('/remotes.json')) {
      return Promise.resolve(json({ totalVisits: 0, todayVisits: 0, todayUniqueVisitors: 0 }));
    }
    return new Promise((resolve) => {
      answerRemotesFile = () => resolve(json(REMOTES_FILE));
    });
  }) as jest.Mock;
  jest
    .mocked(loadRemote)
    .mockImplementation((id: string) => Promise.resolve({ default: () => <h1>{id} page</h1> }));
});

afterEach(() => initI18n().changeLanguage('en'));

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('the composed site', () => {
  it('renders the menus at once, then adds a remote it learns about only from remotes.json', async () => {
    renderWithShell(<App />, '/guide/walks');
    const registered = ensureRemotesRegistered();
    // Before remotes.json arrives: the built-in menus, and no 404 for a path it may claim.
    expect(within(mainNav()).getByRole('button', { name: /Tools/ })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Guide' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();

    await act(async () => {
      answerRemotesFile();
      await registered;
    });
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'remote_guide', entry: GUIDE_MANIFEST }]),
    );
    expect(await screen.findByRole('heading', { name: 'remote_guide/Routes page' })).toBeVisible();
    const entries = [...mainNav().querySelectorAll('a, button')].map((entry) => entry.textContent);
    expect(entries.indexOf('Guide')).toBe(entries.indexOf('Plan Your Visit') + 1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Walks');

    await userEvent.click(screen.getByRole('link', { name: /हिन्दी/ }));
    const hindiNav = await screen.findByRole('navigation', { name: 'मुख्य नेविगेशन' });
    expect(within(hindiNav).getByRole('link', { name: 'मार्गदर्शिका' })).toBeInTheDocument();
  });
});
