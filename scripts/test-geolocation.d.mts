/** The location lookup the test builds of the site call (test-geolocation.mjs). */
export declare const TEST_GEOLOCATION_URL: string;
