/** @jest-environment node */
import { SEED_CONTENT } from '@pawapuri/shared';
import { pageDocuments, type PageRequest } from './page-documents';
import { readSite } from './site-snapshot';

const TEMPLATE =
  '<!doctype html><html lang=en><head><title>Built title</title>' +
  '<script defer src=/main.1a2b3c4d.js></script>' +
  '<link href=/main.1a2b3c4d.css rel=stylesheet></head>' +
  '<body><div id=root></div></body></html>';
const CSS = '.used{color:red}.unused{color:blue}';

const REQUEST: PageRequest = {
  language: 'en',
  path: '/nowhere',
  site: readSite('{}', () => {}),
  remote: null,
  contentState: { content: SEED_CONTENT, renderedAt: 0 },
};

function documents() {
  const read: string[] = [];
  const made = pageDocuments({
    template: TEMPLATE,
    readShellFile: (href) => (read.push(href), href === '/main.1a2b3c4d.css' ? CSS : null),
    publicBaseUrl: 'https://pawapuri.example',
    siteSettings: { apiUrl: 'https://api.example' },
  });
  return { ...made, read };
}

test('a page left to the browser carries the whole stylesheets; a rendered one the rules it uses', () => {
  const { template, document, read } = documents();
  expect(template).toContain(CSS);
  const client = document(REQUEST, null);
  expect(client).toContain(CSS);
  expect(client).toContain('https://api.example');
  const rendered = document(REQUEST, {
    html: '<p class="used">Hello</p>',
    build: null,
    chunks: [],
    content: REQUEST.contentState,
  });
  expect(rendered).toContain('<p class="used">Hello</p>');
  expect(rendered).toContain('.used{color:red}');
  expect(rendered).not.toContain('.unused');
  expect(read).toEqual(['/main.1a2b3c4d.css']);
});
