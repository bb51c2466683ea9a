export * from './session-id';
export * from './device';
export * from './geolocation';
export * from './visit-record';
export * from './track-visit';
export * from './privacy-signals';
