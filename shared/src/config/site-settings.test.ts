import { createKeeperApi } from '../api/keeper-api';
import { createVisitorApi } from '../api/visitor-api';
import {
  absoluteApiLink,
  apiBaseUrl,
  apiLink,
  loadSiteSettings,
  readInlinedSiteSettings,
  setSiteSettings,
  SITE_SETTINGS_FILE,
  SITE_SETTINGS_ID,
  siteSettingsFrom,
} from './site-settings';

const ORIGIN = window.location.origin;

function inline(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SITE_SETTINGS_ID;
  element.textContent = text;
  document.head.append(element);
}

let errors: jest.SpyInstance;
beforeEach(() => {
  document.head.innerHTML = '';
  setSiteSettings(undefined);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

function jsonResponse(body: unknown, type = 'application/json'): Response {
  return {
    ok: true,
    headers: new Headers({ 'Content-Type': type }),
    json: async () => body,
  } as Response;
}

describe('the API address a page uses', () => {
  it('is the one the server wrote into the page, read when a request is made', async () => {
    const visitors = createVisitorApi();
    inline('{"apiUrl":"https://api.example/"}');
    expect(apiBaseUrl()).toBe('https://api.example');
    expect(visitors.baseUrl).toBe('https://api.example');
    expect(createKeeperApi().baseUrl).toBe('https://api.example');
    const fetchMock = jest.fn(async () => jsonResponse({}));
    global.fetch = fetchMock as unknown as typeof fetch;
    await visitors.statistics();
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.example/api/visitors/statistics',
      expect.anything(),
    );
  });

  it("is the page's own origin when the settings say so, or when there are none", () => {
    inline('{"apiUrl":""}');
    expect(apiBaseUrl()).toBe(ORIGIN);
    document.head.innerHTML = '';
    setSiteSettings(undefined);
    expect(apiBaseUrl()).toBe(ORIGIN);
  });

  it('ignores settings that are not JSON or not an http(s) address, saying so', () => {
    for (const text of ['{"apiUrl":', '{"apiUrl":"javascript:alert(1)"}', '[]', '{"apiUrl":3}']) {
      document.head.innerHTML = '';
      inline(text);
      expect(readInlinedSiteSettings()).toBeNull();
    }
    expect(errors).toHaveBeenCalledTimes(4);
    expect(siteSettingsFrom({ apiUrl: 'https://api.example/v1/' }, 'test')).toEqual({
      apiUrl: 'https://api.example/v1',
    });
  });
});

describe('loadSiteSettings', () => {
  it('asks for nothing when the page carries its settings', async () => {
    inline('{"apiUrl":"https://api.example"}');
    const fetchSettings = jest.fn();
    await loadSiteSettings({ fetch: fetchSettings });
    expect(fetchSettings).not.toHaveBeenCalled();
  });

  it("reads a static host's settings file when the page has none", async () => {
    const fetchSettings = jest.fn(async () => jsonResponse({ apiUrl: 'http://localhost:8080' }));
    await loadSiteSettings({ fetch: fetchSettings as unknown as typeof fetch });
    expect(fetchSettings).toHaveBeenCalledWith(SITE_SETTINGS_FILE, expect.anything());
    expect(apiBaseUrl()).toBe('http://localhost:8080');
  });

  it('keeps the fallback when the host has no such file, answers a page, or does not answer', async () => {
    const answers = [
      async () => ({ ...jsonResponse({}), ok: false }) as Response,
      async () => jsonResponse('<!doctype html>', 'text/html'),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const answer of answers) {
      setSiteSettings(undefined);
      await loadSiteSettings({ fetch: answer as unknown as typeof fetch });
      expect(apiBaseUrl()).toBe(ORIGIN);
    }
  });
});

describe('links to the API a page renders', () => {
  it('carry the public address the server wrote, and only a well-formed one', () => {
    inline('{"apiUrl":"","publicBaseUrl":"https://pawapuri.example/"}');
    expect(readInlinedSiteSettings()).toEqual({
      apiUrl: '',
      publicBaseUrl: 'https://pawapuri.example',
    });
    expect(siteSettingsFrom({ apiUrl: '', publicBaseUrl: 'javascript:alert(1)' }, 'x')).toEqual({
      apiUrl: '',
    });
  });

  it('are paths on the site when pages reach the API there, absolute only where they must be', () => {
    const own = { apiUrl: '', publicBaseUrl: 'https://pawapuri.example' };
    expect(apiLink(own, '/api/content/calendar.ics')).toBe('/api/content/calendar.ics');
    expect(absoluteApiLink(own, '/api/x')).toBe('https://pawapuri.example/api/x');
    const other = { apiUrl: 'https://api.example', publicBaseUrl: 'https://pawapuri.example' };
    expect(apiLink(other, '/api/x')).toBe('https://api.example/api/x');
    expect(absoluteApiLink(other, '/api/x')).toBe('https://api.example/api/x');
    // No public address given: the path, as the server (which cannot know the
    // origin the page is open at) renders it, never the page's own origin.
    expect(absoluteApiLink({ apiUrl: '' }, '/api/x')).toBe('/api/x');
  });
});
