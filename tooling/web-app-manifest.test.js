const { test, expect } = require('@jest/globals');
const { webAppManifest } = require('./web-app-manifest');
const { iconPng, iconSvg } = require('./app-icons');

const css = ':root { --pw-color-primary: #7a1f0b; --pw-color-bg: #fffaf2; }';

test('the manifest makes the site installable: standalone from "/", colours from the design tokens', () => {
  const manifest = webAppManifest({ css });
  expect(manifest).toMatchObject({
    short_name: 'Pawapuri',
    start_url: '/',
    display: 'standalone',
    theme_color: '#7a1f0b',
    background_color: '#fffaf2',
  });
  expect(manifest.name.length).toBeLessThanOrEqual(45);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const sizes = (purpose) =>
    manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
  expect(sizes('any')).toEqual(['192x192', '512x512']);
  expect(sizes('maskable')).toEqual(['192x192', '512x512']);
});

test('a maskable icon fills its square with the logo colour and draws the logo inside the safe zone', () => {
  const logo =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#8a2b0e"/></svg>';
  const svg = iconSvg('maskable', logo);
  expect(svg).toContain('<rect width="64" height="64" fill="#8a2b0e"/>');
  const scale = Number(/scale\(([\d.]+)\)/.exec(svg)?.[1]);
  // The logo's circle (radius 30 of 32) must stay within the middle 80 % (radius 0.4 of the side).
  expect((30 / 64) * scale).toBeLessThanOrEqual(0.4);
  expect(iconSvg('any', logo)).toBe(logo);
});

test('icons are PNGs of the size asked for', () => {
  const png = iconPng('maskable', 192);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(192);
  expect(png.readUInt32BE(20)).toBe(192);
});
