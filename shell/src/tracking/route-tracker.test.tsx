/**
 * @jest-environment jest-fixed-jsdom
 */
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
import { initI18n, LanguageRouter } from '@pawapuri/shared';
import { setupTestNetwork } from '@pawapuri/shared/testing/network';
import { RouteTracker } from './route-tracker';

// Each test hands the tracker its own recorder; the network answers nothing,
// so a visit sent past the recorder would fail the test.
setupTestNetwork();

let navigate: NavigateFunction;
/** Hands the router's navigate to the test from an effect, not during render. */
function NavigateProbe() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);
  return null;
}

function setup(track: jest.Mock, strict = false) {
  const tree = (
    <MemoryRouter initialEntries={['/']}>
      <RouteTracker track={track} />
      <NavigateProbe />
    </MemoryRouter>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

const go = (to: string) => act(() => void navigate(to));
/** The paths recorded once the tasks the tracker queued have run (timers run in order). */
async function paths(track: jest.Mock): Promise<string[]> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return track.mock.calls.map(([path]: [string]) => path);
}

describe('RouteTracker', () => {
  it('records the first page once, even under StrictMode', async () => {
    const track = jest.fn();
    setup(track, true);
    expect(await paths(track)).toEqual(['/']);
  });

  it('records each change of path, and nothing for the same path', async () => {
    const track = jest.fn();
    setup(track, true);
    go('/gallery');
    go('/about');
    go('/about?tab=2');
    go('/about#top');
    expect(await paths(track)).toEqual(['/', '/gallery', '/about']);
  });

  it('records a visit in a task of its own, after the render that showed the page', async () => {
    const track = jest.fn();
    setup(track);
    expect(track).not.toHaveBeenCalled();
    go('/gallery');
    expect(track).not.toHaveBeenCalled();
    expect(await paths(track)).toEqual(['/', '/gallery']);
  });

  it('records a return to an earlier path', async () => {
    const track = jest.fn();
    setup(track);
    go('/gallery');
    go('/');
    expect(await paths(track)).toEqual(['/', '/gallery', '/']);
  });
});

describe('RouteTracker under the language router', () => {
  afterEach(async () => {
    await act(() => initI18n().changeLanguage('en'));
  });

  it('records the page without its language prefix, and a language switch as no new visit', async () => {
    initI18n();
    const track = jest.fn();
    const history = UNSAFE_createMemoryHistory({
      initialEntries: ['/hi/jal-mandir'],
      v5Compat: true,
    });
    render(
      <LanguageRouter history={history}>
        <RouteTracker track={track} />
        <NavigateProbe />
      </LanguageRouter>,
    );
    go('/gallery');
    expect(history.location.pathname).toBe('/hi/gallery');
    act(() => history.push('/gallery'));
    go('/');
    expect(await paths(track)).toEqual(['/jal-mandir', '/gallery', '/']);
  });

  it('records a page whose code was still loading when the visitor moved on', async () => {
    initI18n();
    const track = jest.fn();
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    // A page whose code never arrives: its transition is replaced, never shown.
    const Donate = lazy(() => new Promise<never>(() => undefined));
    render(
      <LanguageRouter history={history}>
        <RouteTracker track={track} />
        <Suspense fallback="loading">
          <Routes>
            <Route path="/" element="home" />
            <Route path="/donate" element={<Donate />} />
            <Route path="/about" element="about" />
          </Routes>
        </Suspense>
      </LanguageRouter>,
    );
    await act(async () => history.push('/donate'));
    await act(async () => history.push('/about'));
    expect(document.body.textContent).toBe('about');
    expect(await paths(track)).toEqual(['/', '/donate', '/about']);
  });
});
