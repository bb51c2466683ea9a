import { BUILT_IN_REMOTES } from './built-in-remotes';
import { remoteForPath } from './remote-for-path';

const ownerOf = (path: string) => remoteForPath(BUILT_IN_REMOTES, path)?.name ?? null;

describe('remoteForPath with the built-in remotes', () => {
  it.each([
    ['/', 'remote_content'],
    ['', 'remote_content'],
    ['/jal-mandir', 'remote_content'],
    ['/jal-mandir/history', 'remote_content'],
    ['/jal-mandir/history/ancient', 'remote_content'],
    ['/jal-mandir/history/medieval', 'remote_content'],
    ['/jal-mandir/history/modern', 'remote_content'],
    ['/jal-mandir/architecture', 'remote_content'],
    ['/jal-mandir/architecture/design', 'remote_content'],
    ['/jal-mandir/architecture/restoration', 'remote_content'],
    ['/jal-mandir/timings', 'remote_content'],
    ['/gaon-mandir', 'remote_content'],
    ['/samosaran', 'remote_content'],
    ['/other-temples', 'remote_content'],
    ['/about', 'remote_content'],
    ['/gallery', 'remote_content'],
    ['/donate', 'remote_content'],
    ['/hotels', 'remote_content'],
    ['/cabs', 'remote_content'],
    ['/transport/buses', 'remote_content'],
    ['/transport/trains', 'remote_content'],
    ['/nearby-places', 'remote_content'],
    ['/privacy', 'remote_content'],
    ['/tools/pdf-to-word', 'remote_tools'],
    ['/tools/word-to-pdf', 'remote_tools'],
    ['/tools/excel-to-pdf', 'remote_tools'],
    ['/tools/ppt-to-pdf', 'remote_tools'],
    ['/tools/image-editor', 'remote_tools'],
    ['/tools/unit-converter', 'remote_tools'],
    ['/tools', 'remote_tools'],
    ['/analytics', 'remote_visitors'],
    ['/test-visitor', 'remote_visitors'],
    ['/admin', 'remote_visitors'],
  ])('%s belongs to %s', (path, remote) => {
    expect(ownerOf(path)).toBe(remote);
  });

  it('ignores trailing slashes', () => {
    expect(ownerOf('/gallery/')).toBe('remote_content');
    expect(ownerOf('/tools/unit-converter/')).toBe('remote_tools');
    expect(ownerOf('/admin//')).toBe('remote_visitors');
  });

  it.each(['/toolsx', '/tool', '/galleryx', '/admins', '/nope', '/about-us', '/x/gallery'])(
    'gives no remote for %s',
    (path) => {
      expect(ownerOf(path)).toBeNull();
    },
  );
});

describe('remoteForPath', () => {
  const page = (path: string) => ({ path, title: { en: path, hi: path } });

  it('gives a segment to the first remote that claims it', () => {
    const remotes = [
      { name: 'first', pages: [page('/guide/a')] },
      { name: 'second', pages: [page('/guide/b'), page('/')] },
    ];
    expect(remoteForPath(remotes, '/guide/b')?.name).toBe('first');
    expect(remoteForPath(remotes, '/')?.name).toBe('second');
  });

  it('gives the home page only to a remote that lists it', () => {
    expect(remoteForPath([{ name: 'x', pages: [page('/guide')] }], '/')).toBeNull();
  });
});
