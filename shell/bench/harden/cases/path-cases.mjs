import { get, hostileCase, notServed, unsafeRedirect } from './request.mjs';

/** Paths that climb, hide slashes, carry NUL, or point at files that must stay private. */
export function pathCases(context) {
  const { foreign } = context;
  const at = (name, target, expect = 'either') =>
    hostileCase('path', name, get(context, target), expect, { check: unsafeRedirect });
  // A private file may be answered by the not-found page, never by its own bytes.
  const hidden = (name, target, marker) =>
    hostileCase('path', name, get(context, target), 'either', {
      check: (answer) => notServed(marker)(answer) ?? unsafeRedirect(answer),
    });
  const PASSWD = 'root:x:0:0';
  const PACKAGE = '"devDependencies"';
  return [
    at('//', '//'),
    at('///', '///'),
    at('//foreign host', `//${foreign}/`),
    at('/hi//foreign host', `/hi//${foreign}/`),
    at('/en//foreign host', `/en//${foreign}/`),
    at('/hi//evil.example/', '/hi//evil.example/'),
    at('/hi/\\evil.example', '/hi/\\evil.example/'),
    at('/\\evil.example', '/\\evil.example/'),
    at('/%2f%2fevil.example', '/%2f%2fevil.example/'),
    at('/hi/%2f%2fevil.example', '/hi/%2f%2fevil.example/'),
    at('/%5c%5cevil.example', '/%5c%5cevil.example/'),
    at('/..', '/..'),
    hidden('/../../etc/passwd', '/../../etc/passwd', PASSWD),
    hidden('/hi/../../package.json', '/hi/../../package.json', PACKAGE),
    hidden('/%2e%2e/%2e%2e/etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', PASSWD),
    hidden('/..%2f..%2fpackage.json', '/..%2f..%2fpackage.json', PACKAGE),
    hidden('/%252e%252e/package.json', '/%252e%252e/package.json', PACKAGE),
    hidden('/..%5c..%5cpackage.json', '/..%5c..%5cpackage.json', PACKAGE),
    hidden('/%c0%ae%c0%ae/package.json', '/%c0%ae%c0%ae/package.json', PACKAGE),
    at('/%00', '/%00'),
    at('/donate%00.html', '/donate%00.html'),
    hidden('/%00/../package.json', '/%00/../package.json', PACKAGE),
    at('/%', '/%'),
    at('/%zz', '/%zz'),
    at('/%ff%fe', '/%ff%fe'),
    at('/%e0%a4', '/%e0%a4'),
    hidden('the server bundle', '/server/render.js', 'createPageRenderer'),
    at('/server/', '/server/', 'either'),
    hidden('/server/ssr.json of the shell', '/server/ssr.json', '"routes"'),
    hidden('a source map', context.mapFile, '"mappings"'),
    hidden('/package.json', '/package.json', PACKAGE),
    hidden('/.env', '/.env', 'DATABASE_'),
    hidden('/.git/config', '/.git/config', '[core]'),
    at('/index.html/..', '/index.html/..'),
    at('/donate/', '/donate/'),
    at('/donate;jsessionid=x', '/donate;jsessionid=x'),
    at('8 KB path', `/${'a'.repeat(8_000)}`),
    at('15 KB path', `/hi/${'%2f'.repeat(5_000)}`),
    at('64 KB path', `/${'a'.repeat(64_000)}`, 'refuse'),
    at('8 KB query', `/donate?${'a=1&'.repeat(2_000)}`, 'accept'),
    at(
      'query naming the foreign host',
      `/?next=//${foreign}/&redirect=http://${foreign}/`,
      'accept',
    ),
    at('unicode path', '/%E0%A4%AA%E0%A4%BE%E0%A4%B5%E0%A4%BE'),
    at('10,000 nested segments', `/${'a/'.repeat(3_000)}`),
    at('sitemap.xml', '/sitemap.xml', 'accept'),
    at('robots.txt', '/robots.txt', 'accept'),
    at('remotes.json', '/remotes.json', 'either'),
  ];
}
