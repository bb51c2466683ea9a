/**
 * The shell's web app manifest: what a phone shows when the site is
 * installed (name, colours, icons), from the design tokens.
 */
const { tokenColour } = require('./site-identity');

/** Icon files the build draws from the logo: `maskable` ones keep the logo inside the safe zone. */
const APP_ICONS = [
  { size: 192, purpose: 'any', file: 'icons/icon-192.png' },
  { size: 512, purpose: 'any', file: 'icons/icon-512.png' },
  { size: 192, purpose: 'maskable', file: 'icons/icon-maskable-192.png' },
  { size: 512, purpose: 'maskable', file: 'icons/icon-maskable-512.png' },
];

function webAppManifest({ publicPath = '/', css } = {}) {
  return {
    id: '/',
    // The Hindi name fits beside the English one on an install prompt; a home screen label does not.
    name: 'Pawapuri · पावापुरी',
    short_name: 'Pawapuri',
    description:
      'Pilgrim guide to Pawapuri, Bihar: temples, timings, hotels, cabs, emergency numbers and donations, also offline.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tokenColour('primary', css),
    background_color: tokenColour('bg', css),
    icons: APP_ICONS.map((icon) => ({
      src: `${publicPath}${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

module.exports = { APP_ICONS, webAppManifest };
