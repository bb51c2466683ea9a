/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pointerSequences } from './pointer-sequences';

let dir: string;
let warnings: string[];
const warn = (message: string) => warnings.push(message);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pointer-sequences-'));
  warnings = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('only a higher sequence is recorded, and a new store on the same folder has it', () => {
  const sequences = pointerSequences(dir, warn);
  expect(sequences.highest('remote_a')).toBeUndefined();
  expect(sequences.record('remote_a', 10)).toBe(true);
  expect(sequences.record('remote_a', 9)).toBe(false);
  expect(sequences.record('remote_a', 10)).toBe(false);
  expect(pointerSequences(dir, warn).highest('remote_a')).toBe(10);
  expect(JSON.parse(readFileSync(path.join(dir, 'pointer-sequences.json'), 'utf8'))).toEqual({
    remote_a: 10,
  });
  expect(warnings).toEqual([]);
});

test('without a state folder the sequences are kept in memory only', () => {
  const sequences = pointerSequences(null, warn);
  sequences.record('remote_a', 10);
  expect(sequences.highest('remote_a')).toBe(10);
  expect(pointerSequences(null, warn).highest('remote_a')).toBeUndefined();
});

test('a damaged state file is said and started from none; a bad entry is dropped', () => {
  writeFileSync(path.join(dir, 'pointer-sequences.json'), '{ not json');
  expect(pointerSequences(dir, warn).highest('remote_a')).toBeUndefined();
  expect(warnings[0]).toMatch(/is not a JSON object of sequences.*starting from none/);
  writeFileSync(
    path.join(dir, 'pointer-sequences.json'),
    JSON.stringify({ remote_a: 'x', remote_b: 7 }),
  );
  const sequences = pointerSequences(dir, warn);
  expect(sequences.highest('remote_a')).toBeUndefined();
  expect(sequences.highest('remote_b')).toBe(7);
});

test('a state folder that cannot be written is said, and the sequence kept in memory', () => {
  const file = path.join(dir, 'not-a-folder');
  writeFileSync(file, '');
  const sequences = pointerSequences(file, warn);
  expect(sequences.record('remote_a', 10)).toBe(true);
  expect(sequences.highest('remote_a')).toBe(10);
  expect(warnings).toEqual([
    expect.stringMatching(/cannot be read .*starting from none/),
    expect.stringMatching(/cannot be written .*a restart forgets the newest sequences/),
  ]);
});
