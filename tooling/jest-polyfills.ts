// React Router 7 needs TextEncoder/TextDecoder at import time; jsdom lacks them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
