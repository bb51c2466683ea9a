import { browserOptsOut } from './privacy-signals';
import { trackVisit } from './track-visit';

describe('browserOptsOut', () => {
  it.each([
    [{ doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '0', globalPrivacyControl: false }, false],
    [{ doNotTrack: null }, false],
    [{}, false],
    [undefined, false],
  ])('%j opts out: %s', (signals, expected) => {
    expect(browserOptsOut(signals)).toBe(expected);
  });
});

describe('trackVisit when the browser opts out', () => {
  it('never asks the third-party location service', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    sessionStorage.clear();
    const track = jest.fn().mockResolvedValue({ success: true });
    const facts = () => ({
      referrer: '',
      screenWidth: 1280,
      screenHeight: 800,
      language: 'en-IN',
    });
    await expect(
      trackVisit('/privacy', {
        api: { track },
        geolocationUrl: 'https://geo.test/',
        facts,
        optsOut: () => true,
      }),
    ).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    // The visit still goes to the API, which answers 202 and stores nothing.
    expect(track).toHaveBeenCalledTimes(1);
    expect(track.mock.calls[0][0]).not.toHaveProperty('country');
  });
});
