// The location lookup the test builds of the site call (the end-to-end suite
// builds with it, and the topology test runs that build): off by default in
// the site, kept on in tests so that path stays covered. The servers name it
// in their Content-Security-Policy; the tests answer it locally.
export const TEST_GEOLOCATION_URL = process.env.GEOLOCATION_URL ?? 'https://ipapi.co/json/';
