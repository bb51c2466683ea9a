import { act, renderHook, waitFor } from '@testing-library/react';
import { markPreloadFailed } from './failed-preloads';
import { loadRemoteRoutes } from './load-remote-routes';
import { resetRemote } from './remote-registry';
import { useRemoteRoutes } from './use-remote-routes';

jest.mock('./load-remote-routes', () => ({ loadRemoteRoutes: jest.fn() }));
jest.mock('./remote-registry', () => ({ resetRemote: jest.fn() }));

const load = loadRemoteRoutes as jest.Mock;
const reset = resetRemote as jest.Mock;
const reload = jest.fn();

beforeAll(() => {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, reload },
  });
});

beforeEach(() => {
  load.mockReset().mockRejectedValue(new Error('down'));
  reset.mockReset().mockResolvedValue(undefined);
  reload.mockReset();
});

test('a retry loads the remote again in place', async () => {
  const { result } = renderHook(() => useRemoteRoutes('remote_tools'));
  await waitFor(() => expect(result.current.state.status).toBe('failed'));
  act(() => result.current.retry());
  await waitFor(() => expect(reset).toHaveBeenCalledWith('remote_tools'));
  expect(reload).not.toHaveBeenCalled();
});

test("a retry of the page's own remote that failed as the page started reloads the page", async () => {
  markPreloadFailed('remote_content');
  const { result } = renderHook(() => useRemoteRoutes('remote_content'));
  await waitFor(() => expect(result.current.state.status).toBe('failed'));
  act(() => result.current.retry());
  expect(reload).toHaveBeenCalledTimes(1);
  expect(reset).not.toHaveBeenCalled();
});
