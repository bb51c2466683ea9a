export * from './event-of-element';
export * from './event-queue';
export * from './record-event';
export * from './send-queued-events';
export * from './start-recording-events';
