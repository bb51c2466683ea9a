// React Router 7 needs TextEncoder/TextDecoder at import time; jsdom lacks them.
import { TextDecoder, TextEncoder } from 'node:util';
// fake-indexeddb copies stored values with structuredClone, which jsdom lacks;
// Node's serializer is the same algorithm.
import { deserialize, serialize } from 'node:v8';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function') {
  Object.assign(globalThis, {
    structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T,
  });
}
