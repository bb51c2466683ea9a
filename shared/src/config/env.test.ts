import { DEFAULT_GEOLOCATION_URL, readEnv } from './env';

const KEYS = ['API_URL', 'GEOLOCATION_URL'] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

beforeEach(() => {
  for (const key of KEYS) delete process.env[key];
});

afterAll(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('readEnv', () => {
  it('has defaults for every setting', () => {
    expect(readEnv()).toEqual({
      devApiUrl: '',
      geolocationUrl: '',
    });
    // The third-party lookup is opt-in: the visitor API places visits itself.
    expect(DEFAULT_GEOLOCATION_URL).toBe('');
  });

  it('takes overrides from the environment, trimming spaces and the API trailing slash', () => {
    process.env.API_URL = ' https://api.pawapuri.in/ ';
    process.env.GEOLOCATION_URL = 'https://geo.example/json';
    expect(readEnv()).toEqual({
      devApiUrl: 'https://api.pawapuri.in',
      geolocationUrl: 'https://geo.example/json',
    });
  });

  it('an empty GEOLOCATION_URL disables the lookup', () => {
    process.env.GEOLOCATION_URL = '';
    expect(readEnv().geolocationUrl).toBe('');
  });

  it('has no API address of its own by default: pages use their run-time settings or their origin', () => {
    process.env.API_URL = ' ';
    expect(readEnv().devApiUrl).toBe('');
  });
});
