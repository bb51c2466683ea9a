import { VISIT_ID_PATTERN } from '../contract/values';
import { buildVisitRecord, type BrowserFacts } from './visit-record';

const facts: BrowserFacts = {
  referrer: '',
  screenWidth: 390.4,
  screenHeight: 844,
  language: 'hi-IN',
};

describe('buildVisitRecord', () => {
  it('builds the record with Direct referrer and WxH resolution', () => {
    const visitId = '3f2b8c1e-9a4d-4e7f-8b6a-2c5d1e0f9a7b';
    expect(buildVisitRecord('/gallery', facts, '1700000000000-abcdefghij', {}, visitId)).toEqual({
      visitId,
      pageVisited: '/gallery',
      referrer: 'Direct',
      sessionId: '1700000000000-abcdefghij',
      screenResolution: '390x844',
      language: 'hi-IN',
    });
  });

  it('names no browser, system or device: the API does, from the request', () => {
    const record = buildVisitRecord('/', facts, 'id');
    for (const field of ['browser', 'operatingSystem', 'deviceType'])
      expect(record).not.toHaveProperty(field);
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

  it('gives every record a new key the API accepts', () => {
    const keys = [buildVisitRecord('/', facts).visitId, buildVisitRecord('/', facts).visitId];
    keys.forEach((key) => expect(key).toMatch(new RegExp(VISIT_ID_PATTERN)));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('uses the session id from sessionStorage by default', () => {
    sessionStorage.setItem('visitorSessionId', '1700000000000-zzzzzzzzzz');
    expect(buildVisitRecord('/', facts).sessionId).toBe('1700000000000-zzzzzzzzzz');
  });
});
