/** @jest-environment node */
import { classNamesIn, usedRules } from './used-css-rules';

const page = (css: string, ...classes: string[]) => usedRules(css, new Set(classes));

describe('classNamesIn', () => {
  it('reads every class of every element, quoted or not', () => {
    const html = `<div class="a  b"><p class='c'>x</p><svg class=d></svg><i data-class="e"></i></div>`;
    expect([...classNamesIn(html)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('usedRules', () => {
  it('keeps the rules of classes on the page and drops the others, in their order', () => {
    const css = '.a{color:red}.b{color:blue}.c .a{margin:0}.a>.b{padding:0}';
    expect(page(css, 'a', 'c')).toBe('.a{color:red}.c .a{margin:0}');
  });

  it('keeps a rule when any selector of its list may match', () => {
    expect(page('.x,.a:hover{color:red}.x,.y{color:blue}', 'a')).toBe('.x,.a:hover{color:red}');
  });

  it('keeps rules that name no class: the root, elements, attributes, the universal selector', () => {
    const css =
      ':root{--c:red}*,:after{box-sizing:border-box}body{margin:0}[hidden]{display:none}a{color:var(--c)}';
    expect(page(css)).toBe(css);
  });

  it('does not require the classes inside :not(), :is() or attribute values', () => {
    const css = '.a:not(.z){color:red}:is(.y,.z) p{margin:0}[href$=".pdf"]{color:blue}';
    expect(page(css, 'a')).toBe(css);
  });

  it('filters inside @media and @supports, dropping a group left empty', () => {
    const css =
      '@media (min-width:48rem){.a{color:red}.b{color:blue}}@supports (display:grid){.b{display:grid}}';
    expect(page(css, 'a')).toBe('@media (min-width:48rem){.a{color:red}}');
  });

  it('keeps @font-face, @keyframes and statements whole', () => {
    const css =
      '@charset "utf-8";@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{0%{opacity:0}to{opacity:1}}';
    expect(page(css)).toBe(css);
  });

  it('reads braces and commas inside strings and comments as text', () => {
    const css = '.a:after{content:"}{,"}/* .b{ */.b{content:\'.a\'}';
    expect(page(css, 'a')).toBe('.a:after{content:"}{,"}');
  });

  it('matches escaped class names as the page writes them', () => {
    expect(page('.md\\:wide{width:100%}.p-1\\.5{padding:0}', 'md:wide')).toBe(
      '.md\\:wide{width:100%}',
    );
  });

  it('keeps CSS it cannot read whole', () => {
    for (const css of ['.a{color:red', '.a{color:red}}.b{}', '.a{content:"x}']) {
      expect(page(css)).toBe(css);
    }
  });
});
