#!/usr/bin/env node
// How the image editor copes with a 12-megapixel phone photo, in headless
// Chromium on the production build: time to open it, median time from a slider
// change to the redrawn preview (brightness: one colour pass; blur: six box
// passes), and time to render and save the full-size file. Run once as is and
// once with the CPU slowed 4x (Chrome's "mid-tier mobile" setting), as a cheap
// phone. Figures, no verdicts. Run `npm run build` first.
import { chromium } from '@playwright/test';
import { startBenchSite } from './bench-site.mjs';
import { launchChromium } from './chromium.mjs';

const WIDTH = 4000;
const HEIGHT = 3000;
const CHANGES = 8;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Paints a photo-like JPEG in the page and hands it to the editor's file input. */
async function openPhoto(page) {
  return page.evaluate(
    async ([width, height]) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      const sky = context.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#6fa8dc');
      sky.addColorStop(1, '#f6e7c8');
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      for (let i = 0; i < 400; i++) {
        context.fillStyle = `hsl(${(i * 37) % 360} 60% 50% / 0.4)`;
        context.fillRect((i * 97) % width, (i * 53) % height, 200, 150);
      }
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      const input = document.querySelector('input[type=file]');
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'photo.jpg', { type: 'image/jpeg' }));
      const start = performance.now();
      const shown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('canvas[role=img]')?.width > 0) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return { ms: await shown, megabytes: blob.size / 1e6 };
    },
    [WIDTH, HEIGHT],
  );
}

/** Milliseconds from setting a slider to the preview canvas being redrawn. */
async function timeSlider(page, label, values) {
  return page.evaluate(
    async ([name, list]) => {
      const slider = [...document.querySelectorAll('input[type=range]')].find(
        (input) => input.labels?.[0]?.textContent === name,
      );
      const canvas = document.querySelector('canvas[role=img]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const times = [];
      for (const value of list) {
        times.push(
          await new Promise((resolve) => {
            const start = performance.now();
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve(performance.now() - start);
            });
            observer.observe(canvas, { attributes: true });
            setValue.call(slider, String(value));
            slider.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        );
      }
      return times;
    },
    [label, values],
  );
}

async function measure(browser, baseUrl, slowdown) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route(/:4180\/|ipapi\.co/, (route) => route.abort());
  await page.goto(`${baseUrl}/tools/image-editor`);
  await page.getByLabel('Choose an image').waitFor({ state: 'attached' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });

  const opened = await openPhoto(page);
  await page.getByRole('button', { name: 'Brightness' }).click();
  const brightness = await timeSlider(
    page,
    'Brightness',
    Array.from({ length: CHANGES }, (_, i) => 110 + i * 5),
  );
  await page.getByRole('button', { name: 'Blur' }).click();
  const blur = await timeSlider(
    page,
    'Blur',
    Array.from({ length: CHANGES }, (_, i) => 2 + i),
  );
  const started = Date.now();
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const download = Date.now() - started;
  await page.close();
  return { slowdown, opened, brightness: median(brightness), blur: median(blur), download };
}

const site = await startBenchSite();
const browser = await launchChromium(chromium);
try {
  console.info(
    `image editor, ${WIDTH} x ${HEIGHT} JPEG photo; preview at most 1024 px; medians of ${CHANGES} slider changes`,
  );
  console.info('CPU      file MB   open ms   brightness ms   blur ms   full-size download ms');
  for (const slowdown of [1, 4]) {
    const r = await measure(browser, site.baseUrl, slowdown);
    console.info(
      `${`${slowdown}x`.padEnd(6)} ${r.opened.megabytes.toFixed(1).padStart(8)} ${r.opened.ms.toFixed(0).padStart(9)} ${r.brightness.toFixed(0).padStart(15)} ${r.blur.toFixed(0).padStart(9)} ${String(r.download).padStart(23)}`,
    );
  }
} finally {
  await browser.close();
  site.stop();
}
