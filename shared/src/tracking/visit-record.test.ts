import { buildVisitRecord, type BrowserFacts } from './visit-record';

const facts: BrowserFacts = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  referrer: '',
  screenWidth: 390.4,
  screenHeight: 844,
  language: 'hi-IN',
};

describe('buildVisitRecord', () => {
  it('builds the record with Direct referrer and WxH resolution', () => {
    expect(buildVisitRecord('/gallery', facts, '1700000000000-abcdefghij')).toEqual({
      pageVisited: '/gallery',
      referrer: 'Direct',
      sessionId: '1700000000000-abcdefghij',
      screenResolution: '390x844',
      language: 'hi-IN',
      browser: 'Safari',
      operatingSystem: 'iOS',
      deviceType: 'mobile',
    });
  });

  it('keeps a real referrer and merges the location', () => {
    const record = buildVisitRecord('/', { ...facts, referrer: 'https://www.google.com/' }, 'id', {
      country: 'India',
      city: 'Patna',
    });
    expect(record).toMatchObject({
      referrer: 'https://www.google.com/',
      country: 'India',
      city: 'Patna',
    });
  });

  it('uses the session id from sessionStorage by default', () => {
    sessionStorage.setItem('visitorSessionId', '1700000000000-zzzzzzzzzz');
    expect(buildVisitRecord('/', facts).sessionId).toBe('1700000000000-zzzzzzzzzz');
  });
});
