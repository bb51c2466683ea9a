jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

// A module, so its names do not clash with those of other test files.
export {};

const MANIFESTS = {
  remote_content: 'http://localhost:3001/mf-manifest.json',
  remote_tools: 'http://localhost:3002/mf-manifest.json',
  remote_visitors: 'http://localhost:3003/mf-manifest.json',
};
const MOVED = { ...MANIFESTS, remote_tools: 'http://localhost:4002/mf-manifest.json' };

const fetchMock = jest.fn();
const okJson = (body: unknown) => ({ ok: true, status: 200, json: () => Promise.resolve(body) });

function inline(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'remotes';
  script.textContent = text;
  document.head.append(script);
}

/** Fresh module state (the registration and whether the inlined copy was read). */
async function modules() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  const registry = await import('./remote-registry');
  return { ...registry, registerRemotes: jest.mocked(runtime.registerRemotes) };
}

const registered = (manifests: Record<string, string>) =>
  Object.entries(manifests).map(([name, entry]) => ({ name, entry }));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('ensureRemotesRegistered', () => {
  it('uses the copy inlined into the page, without requesting remotes.json', async () => {
    inline(JSON.stringify(MANIFESTS));
    const m = await modules();
    await m.ensureRemotesRegistered();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(m.registerRemotes).toHaveBeenCalledWith(registered(MANIFESTS));
  });

  it('fetches remotes.json when the page has no inlined copy', async () => {
    fetchMock.mockResolvedValue(okJson(MANIFESTS));
    const m = await modules();
    await m.ensureRemotesRegistered();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('http://localhost/remotes.json');
    expect(m.registerRemotes).toHaveBeenCalledWith(registered(MANIFESTS));
  });

  it('fetches remotes.json, and logs why, when the inlined copy is malformed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    inline('{"remote_content": "http://localhost:3001/mf-manifest.json",');
    fetchMock.mockResolvedValue(okJson(MANIFESTS));
    const m = await modules();
    await m.ensureRemotesRegistered();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(m.registerRemotes).toHaveBeenCalledWith(registered(MANIFESTS));
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('The remotes.json inlined in the page is not valid JSON'),
      expect.any(SyntaxError),
    );
  });
});

describe('resetRemote', () => {
  it('reads remotes.json afresh from the server even when the page has an inlined copy', async () => {
    inline(JSON.stringify(MANIFESTS));
    fetchMock.mockResolvedValue(okJson(MOVED));
    const m = await modules();
    await m.ensureRemotesRegistered();
    await m.resetRemote('remote_tools');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ cache: 'no-cache' });
    expect(m.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_tools', entry: MOVED.remote_tools }],
      { force: true },
    );
  });
});
