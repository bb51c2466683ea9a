// What a built JavaScript file holds: its minified bytes per source module,
// read from the file's source map (written beside it by every production
// build). Used by the bundle bench to say what is inside a chunk over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** One segment of a source map's `mappings`, as the numbers it encodes (base64 VLQ). */
function decodeSegment(segment) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return numbers;
}

/**
 * Minified bytes of `code` per source (webpack's module path, its
 * `webpack://<app>/` prefix cut), largest first. Bytes no mapping covers
 * (webpack's own glue, JSON modules) count under "(unmapped)".
 */
export function bytesPerSource(code, map) {
  const sizes = new Map();
  const add = (source, bytes) => sizes.set(source, (sizes.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  const names = map.sources.map((s) => s.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, ''));
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    let at = 0;
    let current = null;
    for (const segment of line.split(',').filter(Boolean)) {
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn;
      add(current ?? '(unmapped)', column - at);
      at = column;
      if (dSource === undefined) current = null;
      else {
        source += dSource;
        current = names[source];
      }
    }
    add(current ?? '(unmapped)', text.length - at);
  });
  return [...sizes].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
}

/** Where a served file of the build is on disk: its hashed name in one front end's dist. */
export function builtFile(root, dirs, url) {
  const name = path.basename(new URL(url).pathname);
  return dirs.map((dir) => path.join(root, dir, 'dist', name)).find((file) => existsSync(file));
}

/** The largest modules of a built file on disk, "name N KB" each; [] without its map. */
export function largestModules(file, count = 4) {
  if (!file || !existsSync(`${file}.map`)) return [];
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  return bytesPerSource(readFileSync(file, 'utf8'), map)
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`);
}
