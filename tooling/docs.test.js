const { describe, it, expect } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');

/**
 * The documents a newcomer reads: the README answers in a few minutes and
 * links every longer topic in docs/; no link in them leads nowhere.
 */

const ROOT = path.join(__dirname, '..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const DOCS = fs
  .readdirSync(path.join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const DOCUMENTS = [
  'README.md',
  'BENCHMARKS.md',
  ...DOCS,
  'deploy/README.md',
  'visitor-api/README.md',
  'visitor-api/BENCHMARKS.md',
  'visitor-api/BENCHMARK-LOG.md',
];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file) {
  const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));
}

/** Links to files of the repository, with their anchors: `[text](target#anchor)`. */
function relativeLinks(file) {
  const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => {
      const [filePart, anchor] = target.split('#');
      const targetFile = filePart ? path.posix.join(path.posix.dirname(file), filePart) : file;
      return { target, targetFile, anchor };
    });
}

describe('the documents', () => {
  it('keep the README short', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(250);
  });

  it('link every page of docs/ from the README', () => {
    const linked = new Set(relativeLinks('README.md').map((link) => link.targetFile));
    expect(DOCS.filter((doc) => !linked.has(doc))).toEqual([]);
  });

  it.each(DOCUMENTS)('%s links only to files and headings that exist', (file) => {
    const broken = relativeLinks(file).filter(({ targetFile, anchor }) => {
      if (!fs.existsSync(path.join(ROOT, targetFile))) return true;
      return Boolean(anchor) && targetFile.endsWith('.md') && !anchorsOf(targetFile).has(anchor);
    });
    expect(broken.map((link) => link.target)).toEqual([]);
  });

  it('makes anchors the way GitHub does', () => {
    expect(anchorOf('Caching headers')).toBe('caching-headers');
    expect(anchorOf("A team's remote: deploy, roll back")).toBe('a-teams-remote-deploy-roll-back');
    expect(anchorOf('Tools (`remote-tools`)')).toBe('tools-remote-tools');
  });
});
