import { act, render, screen } from '@testing-library/react';
import { keepContentFresh } from './content-refresh';
import { INLINED_CONTENT_ID } from './site-content-state';
import { SEED_CONTENT } from './seed';
import { resetContentStore } from './site-content-store';
import { useSiteContent } from './use-site-content';

function Version() {
  return <p>Version {String(useSiteContent().version)}</p>;
}

const answer = (version: number) =>
  Promise.resolve({
    ok: true,
    status: 200,
    json: () => Promise.resolve({ ...SEED_CONTENT, version }),
  });

let fetchMock: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn(() => answer(9));
  global.fetch = fetchMock;
});
afterEach(() => {
  resetContentStore();
  document.getElementById(INLINED_CONTENT_ID)?.remove();
  jest.useRealTimers();
});

describe('useSiteContent in the browser', () => {
  it('starts from the copy inlined in the page, then takes the API’s newer one', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INLINED_CONTENT_ID;
    script.textContent = JSON.stringify({
      content: { ...SEED_CONTENT, version: 4 },
      renderedAt: 0,
    });
    document.head.append(script);
    render(<Version />);
    keepContentFresh();
    expect(screen.getByText('Version 4')).toBeInTheDocument();
    expect(await screen.findByText('Version 9')).toBeInTheDocument();
  });

  it('asks once a minute while kept fresh, and stops when the last user lets go', async () => {
    render(<Version />);
    const first = keepContentFresh();
    const second = keepContentFresh();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    first();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    second();
    await act(() => jest.advanceTimersByTimeAsync(180_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows the seed content when the page has no copy inlined', async () => {
    function Places() {
      return <p>{useSiteContent().places.length} places</p>;
    }
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    render(<Places />);
    expect(await screen.findByText(`${SEED_CONTENT.places.length} places`)).toBeInTheDocument();
    expect(SEED_CONTENT.places.length).toBeGreaterThan(0);
  });

  it('keeps its copy when the API cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<Version />);
    keepContentFresh();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Version 0')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
