import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from './support/fixtures';
import { dropFile, recordDialogs } from './support/file-inputs';
import { pngFilled, pngOf, readPng, type Rgba } from './support/png';

const RED: Rgba = [255, 0, 0, 255];
const GREEN: Rgba = [0, 255, 0, 255];
const BLUE: Rgba = [0, 0, 255, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const BLACK: Rgba = [0, 0, 0, 255];
const BROWN: Rgba = [128, 64, 32, 255];

/** 3 x 2, every pixel different, so any wrong move shows. */
const KNOWN: Rgba[][] = [
  [RED, GREEN, BLUE],
  [WHITE, BLACK, BROWN],
];

/** Written here from the definitions, independently of the app's code. */
const rotateRight = (rows: Rgba[][]) =>
  rows[0]!.map((_, x) => rows.map((row) => row[x]!).reverse());
const flipHorizontal = (rows: Rgba[][]) => rows.map((row) => [...row].reverse());
const sepia = ([r, g, b, a]: Rgba): Rgba => [
  Math.min(255, Math.round(0.393 * r + 0.769 * g + 0.189 * b)),
  Math.min(255, Math.round(0.349 * r + 0.686 * g + 0.168 * b)),
  Math.min(255, Math.round(0.272 * r + 0.534 * g + 0.131 * b)),
  a,
];

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Choose an image').setInputFiles({ name, mimeType: 'image/png', buffer });
  await expect(page.getByRole('img', { name: 'Preview of the edited image' })).toBeVisible();
}

const status = (page: Page) => page.locator('p[aria-live="polite"]').filter({ hasText: ' px' });

test('image editor: only images are taken, by chooser and by drop, with the exact alerts', async ({
  page,
}) => {
  const messages = recordDialogs(page);
  await page.goto('/tools/image-editor');
  await expect(page.getByText('Supported formats: JPG, PNG, GIF and WebP')).toBeVisible();
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await dropFile(page, 'notes.txt', 'text/plain');
  await expect
    .poll(() => messages)
    .toEqual(['Please select a valid image file', 'Please drop a valid image file']);
  await expect(page.getByTestId('drop-zone')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('image editor: rotate 90°, flip and Sepia really change the downloaded pixels', async ({
  page,
}) => {
  await page.goto('/tools/image-editor');
  await upload(page, 'known.png', pngOf(KNOWN));
  await expect(page.getByRole('button', { name: 'Crop', pressed: true })).toBeVisible();
  await expect(status(page)).toContainText('3 × 2 px');

  await page.getByRole('button', { name: 'Rotate', exact: true }).click();
  await page.getByRole('button', { name: 'Rotate right 90°' }).click();
  await expect(status(page)).toContainText('2 × 3 px');
  await page.getByRole('button', { name: 'Flip', exact: true }).click();
  await page.getByRole('button', { name: 'Flip horizontal' }).click();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: 'Sepia' }).click();
  await expect(page.getByRole('button', { name: 'Sepia', pressed: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('known-edited.png');
  const image = await readPng(download);
  expect([image.width, image.height]).toEqual([2, 3]);
  const expected = flipHorizontal(rotateRight(KNOWN)).map((row) => row.map(sepia));
  image.rows.forEach((row, y) =>
    row.forEach((pixel, x) =>
      pixel.forEach((channel, c) =>
        expect(
          Math.abs(channel - expected[y]![x]![c]!),
          `pixel ${x},${y} channel ${c}`,
        ).toBeLessThanOrEqual(1),
      ),
    ),
  );
  // And it really changed: the top-left is no longer the original's red.
  expect(image.rows[0]![0]).not.toEqual(RED);
});

test('image editor: crop by dragging or typing, resize keeping the ratio, undo, reset, JPEG, new image', async ({
  page,
}) => {
  await page.goto('/tools/image-editor');
  // Left half red, right half blue.
  await upload(
    page,
    'halves.png',
    pngFilled(200, 100, (x) => (x < 100 ? RED : BLUE)),
  );
  await expect(status(page)).toContainText('200 × 100 px');

  // Crop is the default tool: a drag draws a selection over the picture.
  const apply = page.getByRole('button', { name: 'Apply crop' });
  await expect(apply).toBeDisabled();
  const box = (await page.getByTestId('crop-overlay').boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('img', { name: 'Crop selection' })).toBeVisible();
  await expect(apply).toBeEnabled();
  // The typed edges make it exact: the left half.
  for (const [label, value] of [
    ['Left (%)', '0'],
    ['Top (%)', '0'],
    ['Width (%)', '50'],
    ['Height (%)', '100'],
  ] as const)
    await page.getByLabel(label).fill(value);
  await apply.click();
  await expect(status(page)).toContainText('100 × 100 px');

  await page.getByRole('button', { name: 'Resize' }).click();
  await page.getByLabel('Width (px)').fill('40');
  await expect(page.getByLabel('Height (px)')).toHaveValue('40');
  await page.getByLabel('Width (px)').fill('0');
  await page.getByRole('button', { name: 'Apply resize' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter whole numbers of pixels from 1 to 10000.',
  );
  await page.getByLabel('Width (px)').fill('40');
  await page.getByRole('button', { name: 'Apply resize' }).click();
  await expect(status(page)).toContainText('40 × 40 px');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(status(page)).toContainText('100 × 100 px');

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const cropped = await readPng(png);
  expect([cropped.width, cropped.height]).toEqual([100, 100]);
  expect(new Set(cropped.rows.flat().map((p) => p.join(',')))).toEqual(new Set([RED.join(',')]));

  await page.getByLabel('JPEG (smaller)').check();
  await page.getByLabel('JPEG quality').fill('50');
  const [jpeg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(jpeg.suggestedFilename()).toBe('halves-edited.jpg');
  const bytes = await readFile(await jpeg.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  await page.getByRole('button', { name: 'Reset to original' }).click();
  await expect(status(page)).toContainText('200 × 100 px');
  await expect(page.getByRole('button', { name: 'Reset to original' })).toBeDisabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(status(page)).toContainText('100 × 100 px');

  await page.getByRole('button', { name: 'New Image' }).click();
  await expect(page.getByTestId('drop-zone')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the edited image' })).toHaveCount(0);
});

test('image editor: a slider edits the picture live; Undo takes back a key press or a whole drag', async ({
  page,
}) => {
  await page.goto('/tools/image-editor');
  await upload(
    page,
    'grey.png',
    pngFilled(20, 20, () => [100, 100, 100, 255]),
  );
  await page.getByRole('button', { name: 'Brightness' }).click();
  const slider = page.getByRole('slider', { name: 'Brightness' });
  const centre = () =>
    page.evaluate(() => {
      const canvas = document.querySelector('canvas')!;
      return Array.from(canvas.getContext('2d')!.getImageData(10, 10, 1, 1).data);
    });

  await slider.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '105%');
  await expect.poll(centre).toEqual([105, 105, 105, 255]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(centre).toEqual([104, 104, 104, 255]);

  const box = (await slider.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(130);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(slider).toHaveValue('104');
  await expect.poll(centre).toEqual([104, 104, 104, 255]);
});
