import { codeColumn, grown, withCode, type CodeColumn } from './code-column';
import { Dictionary } from './dictionary';

const FIRST_CAPACITY = 64;

/** One local day's events, column by column. */
export class EventDayBlock {
  length = 0;
  names: CodeColumn = codeColumn(FIRST_CAPACITY);
  sessions = new Int32Array(FIRST_CAPACITY);
  properties: CodeColumn = codeColumn(FIRST_CAPACITY);

  push(name: number, session: number, properties: number): void {
    if (this.length === this.names.length) {
      const capacity = this.length * 2;
      this.names = grown(this.names, capacity);
      this.sessions = grown(this.sessions, capacity);
      this.properties = grown(this.properties, capacity);
    }
    this.names = withCode(this.names, this.length, name);
    this.sessions[this.length] = session;
    this.properties = withCode(this.properties, this.length, properties);
    this.length += 1;
  }
}

/** The stored columns of an event the index reads. */
export interface IndexedEvent {
  id: number;
  local_day: string;
  name: string;
  session_id: string;
  properties: string;
}

/**
 * Every stored event as codes, by local day. Sessions share the visits'
 * dictionary (`sessions`), so a session's visits and events meet by code; a
 * property set is kept as its stored JSON text, coded, and read only when a
 * goal asks for a property.
 */
export class EventColumns {
  readonly names = new Dictionary();
  readonly properties = new Dictionary();
  readonly days = new Map<string, EventDayBlock>();
  lastId = 0;
  rows = 0;

  constructor(readonly sessions: Dictionary) {}

  add(event: IndexedEvent): void {
    let block = this.days.get(event.local_day);
    if (!block) {
      block = new EventDayBlock();
      this.days.set(event.local_day, block);
    }
    block.push(
      this.names.code(event.name),
      this.sessions.code(event.session_id),
      this.properties.code(event.properties),
    );
    this.rows += 1;
    if (event.id > this.lastId) this.lastId = event.id;
  }
}
