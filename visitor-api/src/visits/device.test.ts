import { detectDevice } from './device';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

describe('detectDevice', () => {
  it.each([
    ['desktop Chrome on Windows', UA.chromeWindows, 'Chrome', 'Windows', 'desktop'],
    ['iPhone Safari', UA.iphoneSafari, 'Safari', 'iOS', 'mobile'],
    ['iPad', UA.ipad, 'Safari', 'iOS', 'tablet'],
    ['Android phone', UA.androidPhone, 'Chrome', 'Android', 'mobile'],
    ['Android tablet', UA.androidTablet, 'Chrome', 'Android', 'tablet'],
    ['Firefox on Linux', UA.firefoxLinux, 'Firefox', 'Linux', 'desktop'],
  ])('%s', (_name, userAgent, browser, operatingSystem, deviceType) => {
    expect(detectDevice(userAgent)).toEqual({ browser, operatingSystem, deviceType });
  });

  it('reports Unknown desktop for an empty user agent', () => {
    expect(detectDevice('')).toEqual({
      browser: 'Unknown',
      operatingSystem: 'Unknown',
      deviceType: 'desktop',
    });
  });
});
