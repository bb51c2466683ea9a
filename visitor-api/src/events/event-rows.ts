/** An event as the server stores it. */
export interface NewEvent {
  eventTime: number;
  name: string;
  sessionId: string;
  page: string;
  properties: Record<string, string>;
  /** The browser's idempotency key: an event is stored once per key. */
  eventId: string;
}

export interface StoredEvent {
  id: number;
  eventTime: number;
  /** True when an event with the same key was already stored: this one stored nothing. */
  repeated: boolean;
}
