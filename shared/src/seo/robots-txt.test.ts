import { robotsTxt } from './robots-txt';

describe('robotsTxt', () => {
  it('closes the keeper pages in both languages and names the sitemap', () => {
    expect(
      robotsTxt({ keeperPaths: ['/analytics', '/admin'], baseUrl: 'https://p.example/' }),
    ).toBe(
      [
        'User-agent: *',
        'Disallow: /analytics',
        'Disallow: /hi/analytics',
        'Disallow: /admin',
        'Disallow: /hi/admin',
        '',
        'Sitemap: https://p.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('allows everything when there are no keeper pages', () => {
    expect(robotsTxt({ keeperPaths: [], baseUrl: 'https://p.example' })).toContain(
      'User-agent: *\nDisallow:\n',
    );
  });
});
