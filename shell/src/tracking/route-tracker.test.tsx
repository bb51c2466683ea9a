import { StrictMode, useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { RouteTracker } from './route-tracker';

jest.mock('@pawapuri/shared', () => ({ trackVisit: jest.fn() }));

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
const paths = (track: jest.Mock) => track.mock.calls.map(([path]: [string]) => path);

describe('RouteTracker', () => {
  it('records the first page once, even under StrictMode', () => {
    const track = jest.fn();
    setup(track, true);
    expect(paths(track)).toEqual(['/']);
  });

  it('records each change of path at once, and nothing for the same path', () => {
    const track = jest.fn();
    setup(track, true);
    go('/gallery');
    go('/about');
    go('/about?tab=2');
    go('/about#top');
    expect(paths(track)).toEqual(['/', '/gallery', '/about']);
  });

  it('records a return to an earlier path', () => {
    const track = jest.fn();
    setup(track);
    go('/gallery');
    go('/');
    expect(paths(track)).toEqual(['/', '/gallery', '/']);
  });
});
