jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

jest.mock('./integrity-plugin', () => ({
  ...jest.requireActual('./integrity-plugin'),
  integrityRefused: jest.fn(() => false),
}));

const MANIFESTS = {
  remote_content: 'http://localhost:3001/mf-manifest.json',
  remote_tools: 'http://localhost:3002/mf-manifest.json',
  remote_visitors: 'http://localhost:3003/mf-manifest.json',
};

/** remotes.json as a stale copy might have it: without the tools remote. */
function withoutTools(): Record<string, string> {
  const manifests: Record<string, string> = { ...MANIFESTS };
  delete manifests.remote_tools;
  return manifests;
}

const fetchMock = jest.fn();
const okJson = (body: unknown) => ({ ok: true, status: 200, json: () => Promise.resolve(body) });

/** Fresh module state (the load cache and registration) for each test. */
async function modules() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  const loader = await import('./load-remote-routes');
  const registry = await import('./remote-registry');
  const integrity = await import('./integrity-plugin');
  return {
    ...loader,
    ...registry,
    integrityRefused: jest.mocked(integrity.integrityRefused),
    loadRemote: jest.mocked(runtime.loadRemote),
    registerRemotes: jest.mocked(runtime.registerRemotes),
    registerPlugins: jest.mocked(runtime.registerPlugins),
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function Routes() {
  return null;
}

describe('loadRemoteRoutes', () => {
  it('never asks again for a remote refused for a file’s digest', async () => {
    const m = await modules();
    fetchMock.mockResolvedValue(okJson(MANIFESTS));
    m.integrityRefused.mockImplementation((name) => name === 'remote_tools');
    await expect(m.loadRemoteRoutes('remote_tools')).rejects.toThrow(/refused on this page/);
    expect(m.loadRemote).not.toHaveBeenCalled();
  });

  it('registers the remotes from remotes.json once and loads <name>/Routes once', async () => {
    const m = await modules();
    fetchMock.mockResolvedValue(okJson(MANIFESTS));
    m.loadRemote.mockResolvedValue({ default: Routes });
    await expect(m.loadRemoteRoutes('remote_tools')).resolves.toBe(Routes);
    await expect(m.loadRemoteRoutes('remote_tools')).resolves.toBe(Routes);
    expect(m.loadRemote).toHaveBeenCalledTimes(1);
    expect(m.loadRemote).toHaveBeenCalledWith('remote_tools/Routes');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('http://localhost/remotes.json');
    expect(m.registerPlugins).toHaveBeenCalledTimes(1);
    expect(m.registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_content', entry: MANIFESTS.remote_content },
      { name: 'remote_tools', entry: MANIFESTS.remote_tools },
      { name: 'remote_visitors', entry: MANIFESTS.remote_visitors },
    ]);
  });

  it('fails only the remote whose entry is missing or wrong, and logs which', async () => {
    const m = await modules();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const rest = withoutTools();
    fetchMock.mockResolvedValue(okJson({ ...rest, remote_visitors: { manifest: 42 } }));
    m.loadRemote.mockResolvedValue({ default: Routes });
    await expect(m.loadRemoteRoutes('remote_tools')).rejects.toThrow(
      'remote_tools has no valid entry in remotes.json',
    );
    await expect(m.loadRemoteRoutes('remote_visitors')).rejects.toThrow(
      'remote_visitors has no valid entry in remotes.json',
    );
    await expect(m.loadRemoteRoutes('remote_content')).resolves.toBe(Routes);
    expect(m.registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_content', entry: MANIFESTS.remote_content },
    ]);
    expect(m.loadRemote).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      'remotes.json: the entry "remote_tools" is wrong: it is missing.',
    );
    expect(error).toHaveBeenCalledWith(
      'remotes.json: the entry "remote_visitors" is wrong: its manifest must be an http(s) URL.',
    );
    error.mockRestore();
  });

  it('does not cache a failed load, so a retry loads again', async () => {
    const m = await modules();
    fetchMock.mockResolvedValue(okJson(MANIFESTS));
    m.loadRemote
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ default: Routes });
    await expect(m.loadRemoteRoutes('remote_content')).rejects.toThrow('down');
    await expect(m.loadRemoteRoutes('remote_content')).resolves.toBe(Routes);
    expect(m.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects a module without a component', async () => {
    const m = await modules();
    fetchMock.mockResolvedValue(okJson(MANIFESTS));
    m.loadRemote.mockResolvedValue({ default: 'nope' });
    await expect(m.loadRemoteRoutes('remote_visitors')).rejects.toThrow(
      'remote_visitors/Routes did not export a component',
    );
  });

  it('reads remotes.json again after it failed', async () => {
    const m = await modules();
    fetchMock
      .mockResolvedValueOnce({ ok: false, status: 404, json: () => Promise.resolve({}) })
      .mockResolvedValueOnce(okJson(['remote_tools']))
      .mockResolvedValueOnce(okJson(MANIFESTS));
    m.loadRemote.mockResolvedValue({ default: Routes });
    await expect(m.loadRemoteRoutes('remote_tools')).rejects.toThrow('HTTP 404');
    await expect(m.loadRemoteRoutes('remote_tools')).rejects.toThrow(/must be a JSON object/);
    await expect(m.loadRemoteRoutes('remote_tools')).resolves.toBe(Routes);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('resetRemote', () => {
  it('re-registers one remote by force from a fresh remotes.json', async () => {
    const m = await modules();
    fetchMock.mockResolvedValue(okJson(MANIFESTS));
    await m.resetRemote('remote_tools');
    expect(m.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_tools', entry: MANIFESTS.remote_tools }],
      { force: true },
    );
  });

  it('lets a corrected entry bring a remote back', async () => {
    const m = await modules();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const rest = withoutTools();
    fetchMock.mockResolvedValueOnce(okJson(rest)).mockResolvedValue(okJson(MANIFESTS));
    m.loadRemote.mockResolvedValue({ default: Routes });
    await expect(m.loadRemoteRoutes('remote_tools')).rejects.toThrow(/no valid entry/);
    await m.resetRemote('remote_tools');
    await expect(m.loadRemoteRoutes('remote_tools')).resolves.toBe(Routes);
    expect(m.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_tools', entry: MANIFESTS.remote_tools }],
      { force: true },
    );
    error.mockRestore();
  });
});
