import { pageScriptsIn } from './page-scripts';

const page = (json: string) =>
  `<main>Jal Mandir</main><script type="application/json" id="page-scripts">${json}</script>`;

describe('pageScriptsIn', () => {
  it('reads the list a rendered page carries', () => {
    expect(
      pageScriptsIn(page('{"entries":["/main.1a2b3c4d.js"],"preloads":["/470.5e6f7a8b.js"]}')),
    ).toEqual({
      entries: ['/main.1a2b3c4d.js'],
      preloads: ['/470.5e6f7a8b.js'],
    });
  });

  it('is null for a page without one, or with one it cannot read', () => {
    expect(pageScriptsIn('<main>Jal Mandir</main>')).toBeNull();
    expect(pageScriptsIn(page('{"entries":'))).toBeNull();
    expect(pageScriptsIn(page('{"entries":["/main.js"],"preloads":[1]}'))).toBeNull();
  });
});
