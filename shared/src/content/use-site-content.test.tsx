/**
 * @jest-environment jest-fixed-jsdom
 */
import { setImmediate } from 'node:timers';
import { act, render, screen } from '@testing-library/react';
import { apiUrl, delay, http, HttpResponse, setupTestNetwork } from '../testing/network';
import { keepContentFresh } from './content-refresh';
import { INLINED_CONTENT_ID } from './site-content-state';
import { SEED_CONTENT } from './seed';
import { SAVED_CONTENT_KEY } from './saved-content';
import { resetContentStore } from './site-content-store';
import { useSiteContent } from './use-site-content';

function Version() {
  return <p>Version {String(useSiteContent().version)}</p>;
}

const CONTENT_PATH = '/api/content';
// The published content is at version 9 unless a test says otherwise.
const network = setupTestNetwork(
  http.get(apiUrl(CONTENT_PATH), () => HttpResponse.json({ ...SEED_CONTENT, version: 9 })),
);
const asked = () => network.sentTo(CONTENT_PATH).length;
/** Moves the fake clock, then lets the requests due go out (the network is not on that clock). */
async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await act(() => new Promise((resolve) => setImmediate(resolve)));
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  resetContentStore();
  document.getElementById(INLINED_CONTENT_ID)?.remove();
  jest.useRealTimers();
});

function inline(state: object) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INLINED_CONTENT_ID;
  script.textContent = JSON.stringify(state);
  document.head.append(script);
}

/** A server render's copy: version 9, one notice read in English, nothing else. */
const PARTIAL = {
  content: { version: 9, publishedAt: null, notices: [{ id: 'n', text: { en: 'Bridge closed' } }] },
  renderedAt: 0,
  partial: true,
};

function Facts() {
  const content = useSiteContent();
  const notice = content.notices[0];
  return (
    <p>
      {content.stays.length} stays, notice {notice?.text.en ?? 'none'}
    </p>
  );
}

describe('useSiteContent in the browser', () => {
  it('starts from the copy inlined in the page, then takes the API’s newer one', async () => {
    inline({ content: { ...SEED_CONTENT, version: 4 }, renderedAt: 0 });
    render(<Version />);
    keepContentFresh();
    expect(screen.getByText('Version 4')).toBeInTheDocument();
    expect(await screen.findByText('Version 9')).toBeInTheDocument();
  });

  it('asks once a minute while kept fresh, and stops when the last user lets go', async () => {
    render(<Version />);
    const first = keepContentFresh();
    const second = keepContentFresh();
    await advance(0);
    expect(asked()).toBe(1);
    await advance(60_000);
    expect(asked()).toBe(2);
    first();
    await advance(60_000);
    expect(asked()).toBe(3);
    second();
    await advance(180_000);
    expect(asked()).toBe(3);
  });

  it('shows the seed content when the page has no copy inlined', async () => {
    function Places() {
      return <p>{useSiteContent().places.length} places</p>;
    }
    network.answer(http.get(apiUrl(CONTENT_PATH), () => delay('infinite')));
    render(<Places />);
    expect(await screen.findByText(`${SEED_CONTENT.places.length} places`)).toBeInTheDocument();
    expect(SEED_CONTENT.places.length).toBeGreaterThan(0);
  });

  it('keeps its copy when the API cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    network.answer(http.get(apiUrl(CONTENT_PATH), () => HttpResponse.error()));
    render(<Version />);
    keepContentFresh();
    await advance(0);
    expect(screen.getByText('Version 0')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('completes a page’s partial copy with the API’s copy of the same version, and saves it', async () => {
    inline(PARTIAL);
    render(<Facts />);
    keepContentFresh();
    expect(screen.getByText('0 stays, notice Bridge closed')).toBeInTheDocument();
    const stays = `${SEED_CONTENT.stays.length} stays`;
    expect(await screen.findByText(new RegExp(stays))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SAVED_CONTENT_KEY) ?? 'null')).toMatchObject({
      version: 9,
      stays: SEED_CONTENT.stays,
    });
  });

  it('fills a partial copy from the copy saved on the device at once, the page’s facts first', () => {
    const saved = { ...SEED_CONTENT, version: 8, notices: [] };
    localStorage.setItem(SAVED_CONTENT_KEY, JSON.stringify(saved));
    inline(PARTIAL);
    render(<Facts />);
    expect(
      screen.getByText(`${SEED_CONTENT.stays.length} stays, notice Bridge closed`),
    ).toBeInTheDocument();
  });

  it('leaves the seed unfetched while the API’s copy is on its way: a first visit needs only that', async () => {
    network.answer(http.get(apiUrl(CONTENT_PATH), () => delay('infinite')));
    inline(PARTIAL);
    render(<Facts />);
    keepContentFresh();
    await advance(1_000);
    expect(screen.getByText('0 stays, notice Bridge closed')).toBeInTheDocument();
  });

  it('fills a partial copy from the seed, the page’s facts first, when the API cannot be reached and nothing is saved', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    network.answer(http.get(apiUrl(CONTENT_PATH), () => HttpResponse.error()));
    inline(PARTIAL);
    render(<Facts />);
    keepContentFresh();
    expect(
      await screen.findByText(`${SEED_CONTENT.stays.length} stays, notice Bridge closed`),
    ).toBeInTheDocument();
    warn.mockRestore();
  });
});
