/** @jest-environment node */
import { createHash } from 'node:crypto';
import { fileListText, isFileListPointer, isListed, parseFileList } from './file-list';

const digest = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

test('the list of the same files is the same text, in whatever order they were found', () => {
  const a = fileListText({ 'remoteEntry.js': digest('a'), 'mf-manifest.json': digest('b') });
  const b = fileListText({ 'mf-manifest.json': digest('b'), 'remoteEntry.js': digest('a') });
  expect(a).toBe(b);
  expect(parseFileList(a)).toEqual({
    list: {
      algorithm: 'sha384',
      files: { 'mf-manifest.json': digest('b'), 'remoteEntry.js': digest('a') },
    },
  });
});

test('a list naming a path outside its version, or a digest of another kind, is refused', () => {
  expect(parseFileList('{')).toEqual({ problem: 'it is not JSON' });
  expect(parseFileList('{"algorithm":"sha256","files":{}}')).toHaveProperty('problem');
  expect(parseFileList(fileListText({ '../x.js': digest('x') }))).toHaveProperty('problem');
  expect(parseFileList(fileListText({ '/x.js': digest('x') }))).toHaveProperty('problem');
  expect(parseFileList(fileListText({ 'a/./x.js': digest('x') }))).toHaveProperty('problem');
  expect(parseFileList(fileListText({ 'x.js': 'sha256-abc' }))).toHaveProperty('problem');
});

test('a pointer names the list by a path in its version and a SHA-384 digest', () => {
  expect(isFileListPointer({ path: 'integrity.json', integrity: digest('l') })).toBe(true);
  expect(isFileListPointer({ path: '../integrity.json', integrity: digest('l') })).toBe(false);
  expect(isFileListPointer({ path: 'integrity.json', integrity: 'sha384-short' })).toBe(false);
  expect(isFileListPointer('integrity.json')).toBe(false);
});

test('source maps, compressed copies and the list itself are not listed', () => {
  expect(
    ['a.js', 'a.js.map', 'a.js.br', 'a.css.gz', 'integrity.json', 'server/x.js'].filter(isListed),
  ).toEqual(['a.js', 'server/x.js']);
});
