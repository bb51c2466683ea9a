import { errorStatus } from './build-files';

describe('the status an error is answered with', () => {
  test('a refusal of the request keeps its 4xx', () => {
    expect(errorStatus({ statusCode: 400 })).toBe(400);
    expect(errorStatus({ statusCode: 416 })).toBe(416);
  });

  test('load shed by the pressure check stays a 503, so clients come back after Retry-After', () => {
    expect(errorStatus({ statusCode: 503 })).toBe(503);
  });

  test('anything else is the server’s own fault', () => {
    expect(errorStatus({})).toBe(500);
    expect(errorStatus({ statusCode: 502 })).toBe(500);
    expect(errorStatus({ statusCode: 302 })).toBe(500);
  });
});
