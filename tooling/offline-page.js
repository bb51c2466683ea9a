/**
 * The page the service worker shows for a page that was never saved, when
 * there is no connection: in both languages, it lists the pages that are
 * kept for offline use (the service worker adds when each was saved on this
 * device, shell/src/offline/offline-page-times.ts). Plain HTML with its
 * styles inline, so it needs no other file.
 */

const escapeHtml = (text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const TEXT = {
  en: {
    title: 'You are offline',
    intro:
      'This page has not been saved on this device. These pages are available without a connection:',
    retry: 'Try again',
  },
  hi: {
    title: 'आप ऑफ़लाइन हैं',
    intro: 'यह पृष्ठ इस डिवाइस पर सहेजा नहीं गया है। ये पृष्ठ बिना कनेक्शन के उपलब्ध हैं:',
    retry: 'फिर से कोशिश करें',
  },
};

function section(language, links) {
  const text = TEXT[language];
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.title)}</a></li>`)
    .join('');
  return `<section lang="${language}"><h1>${text.title}</h1><p>${text.intro}</p><ul>${items}</ul><p><a class="retry" href="">${text.retry}</a></p></section>`;
}

/**
 * @param {{ pages: { en: { href: string, title: string }, hi: { href: string, title: string } }[],
 *   colours: { primary: string, bg: string, ink: string, border: string } }} input
 */
function offlinePageHtml({ pages, colours }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TEXT.en.title} · Pawapuri</title>
<style>
body{margin:0;font-family:system-ui,'Noto Sans','Noto Sans Devanagari',sans-serif;background:${colours.bg};color:${colours.ink};line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem;display:grid;gap:1.5rem}
section{border:1px solid ${colours.border};border-radius:12px;padding:1rem 1.25rem;background:#fff}
h1{color:${colours.primary};font-size:1.5rem;margin:0 0 .5rem}
a{color:${colours.primary};display:inline-block;padding:.35rem 0}
a:focus-visible{outline:3px solid ${colours.primary};outline-offset:2px}
ul{margin:0;padding-left:1.25rem}
</style>
</head>
<body>
<main>
${section(
  'en',
  pages.map((page) => page.en),
)}
${section(
  'hi',
  pages.map((page) => page.hi),
)}
</main>
</body>
</html>
`;
}

module.exports = { offlinePageHtml };
