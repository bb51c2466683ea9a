import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { INTEGRITY_ERROR_NAME, isIntegrityFailure } from './integrity-failure';
import { integrityRefused } from './integrity-plugin';
import { remoteErrorPlugin, RETRY_DELAYS_MS } from './remote-error-plugin';

// Whether the page's integrity plugin refused a remote: the browser's own
// report of a refused script is the same as a failed fetch's.
jest.mock('./integrity-plugin', () => ({ integrityRefused: jest.fn(() => false) }));

type ErrorHook = NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>;
const ID = 'remote_content/Routes';
const MODULE = { default: () => null };

/**
 * The runtime's loadRemote as it behaves: one load (`attempt`), and on its
 * failure the plugin's errorLoadRemote hook, whose answer is the result.
 */
function runtimeWith(attempt: jest.Mock) {
  const plugin = remoteErrorPlugin();
  const hook = plugin.errorLoadRemote as ErrorHook;
  const origin = {
    async loadRemote(id: string): Promise<unknown> {
      try {
        return await attempt(id);
      } catch (error) {
        return hook({ id, error, lifecycle: 'onLoad', from: 'runtime', origin } as never);
      }
    },
  };
  return origin;
}

const networkError = () => new Error('[ Federation Runtime ]: Failed to load script resources');
function integrityError() {
  const error = new Error('remote_content’s entry does not match its digest');
  error.name = INTEGRITY_ERROR_NAME;
  return error;
}

/** Settles `promise` while running the timers the retries wait on. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.runAllTimersAsync();
  const result = (await outcome) as { value?: T; error?: unknown };
  if ('error' in result) throw result.error;
  return result.value as T;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  jest.mocked(integrityRefused).mockImplementation(() => false);
});

describe('the remote error plugin', () => {
  it('loads a remote whose first load failed, after the first wait only', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(networkError()).mockResolvedValue(MODULE);
    const runtime = runtimeWith(attempt);
    const loading = runtime.loadRemote(ID);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBe(MODULE);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('gives up after the bounded tries, waiting longer each time, with the last error', async () => {
    const errors = [1, 2, 3, 4].map((n) => new Error(`network failure ${n}`));
    const attempt = jest.fn();
    errors.forEach((error) => attempt.mockRejectedValueOnce(error));
    const runtime = runtimeWith(attempt);
    const started = Date.now();
    let failedAt = 0;
    const loading = runtime.loadRemote(ID).finally(() => {
      failedAt = Date.now();
    });
    await expect(settle(loading)).rejects.toBe(errors[3]);
    expect(attempt).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);
    expect(failedAt - started).toBe(RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(ID), errors[3]);
  });

  it('never tries again a load refused for its digest', async () => {
    const refused = integrityError();
    const attempt = jest.fn().mockRejectedValueOnce(refused).mockResolvedValue(MODULE);
    const runtime = runtimeWith(attempt);
    await expect(settle(runtime.loadRemote(ID))).rejects.toBe(refused);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('never tries again a remote the integrity plugin refused while the first wait ran', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(networkError()).mockResolvedValue(MODULE);
    const loading = runtimeWith(attempt)
      .loadRemote(ID)
      .catch((error: unknown) => error);
    // The first load has failed and its wait begun: the plugin refuses the remote now.
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    jest.mocked(integrityRefused).mockImplementation((remote) => remote === 'remote_content');
    await jest.runAllTimersAsync();
    expect(await loading).toMatchObject({ message: expect.stringMatching(/Failed to load/) });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops trying once a later try is refused for its digest', async () => {
    const attempt = jest
      .fn()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(integrityError())
      .mockResolvedValue(MODULE);
    const runtime = runtimeWith(attempt);
    await expect(settle(runtime.loadRemote(ID))).rejects.toMatchObject({
      name: INTEGRITY_ERROR_NAME,
    });
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('rethrows a failure of an earlier lifecycle at once, for the whole load to handle', async () => {
    const hook = remoteErrorPlugin().errorLoadRemote as ErrorHook;
    const loadRemote = jest.fn();
    const failure = networkError();
    await expect(
      hook({
        id: 'http://remote/mf-manifest.json',
        error: failure,
        lifecycle: 'afterResolve',
        from: 'runtime',
        origin: { loadRemote },
      } as never),
    ).rejects.toBe(failure);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('isIntegrityFailure', () => {
  it('knows a refused digest by its name, its message or its cause', () => {
    expect(isIntegrityFailure(integrityError())).toBe(true);
    expect(
      isIntegrityFailure(new Error('Failed to find a valid digest in the integrity attribute')),
    ).toBe(true);
    expect(isIntegrityFailure(new Error('SRI check failed for chunk 12'))).toBe(true);
    expect(isIntegrityFailure(new Error('chunk failed', { cause: integrityError() }))).toBe(true);
  });

  it('takes a network failure, or anything not an error, for what it is', () => {
    expect(isIntegrityFailure(networkError())).toBe(false);
    expect(isIntegrityFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isIntegrityFailure('integrity')).toBe(false);
    expect(isIntegrityFailure(null)).toBe(false);
  });
});
