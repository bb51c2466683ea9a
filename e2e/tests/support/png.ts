import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { PNG } from 'pngjs';

export type Rgba = [number, number, number, number];

/** A PNG file built from rows of RGBA pixels. */
export function pngOf(rows: Rgba[][]): Buffer {
  const png = new PNG({ width: rows[0]!.length, height: rows.length });
  png.data = Buffer.from(rows.flat(2));
  return PNG.sync.write(png);
}

/** A PNG of `width` x `height`, each pixel coloured by `colour(x, y)`. */
export function pngFilled(width: number, height: number, colour: (x: number, y: number) => Rgba) {
  return pngOf(
    Array.from({ length: height }, (_, y) => Array.from({ length: width }, (_, x) => colour(x, y))),
  );
}

/** A downloaded PNG read back as rows of RGBA pixels. */
export async function readPng(download: Download) {
  const png = PNG.sync.read(await readFile(await download.path()));
  const rows: Rgba[][] = [];
  for (let y = 0; y < png.height; y++) {
    const row: Rgba[] = [];
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      row.push([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!, png.data[i + 3]!]);
    }
    rows.push(row);
  }
  return { width: png.width, height: png.height, rows };
}
