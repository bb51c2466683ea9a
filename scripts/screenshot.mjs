#!/usr/bin/env node
// Screenshots a page in Debian's Chromium, for looking at what we build.
//   node scripts/screenshot.mjs URL OUT.png [WIDTH=1280] [HEIGHT=900] [--full]
import { chromium } from '@playwright/test';
import { launchChromium } from './chromium.mjs';

const [url, out, width = '1280', height = '900'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [WIDTH] [HEIGHT] [--full]');
  process.exit(2);
}
const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage({
    viewport: { width: Number(width), height: Number(height) },
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[console] ${message.text()}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
  console.info(`saved ${out}`);
} finally {
  await browser.close();
}
