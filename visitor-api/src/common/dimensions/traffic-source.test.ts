import { DIRECT_SOURCE, hostsOf, trafficSource } from './traffic-source';

const own = hostsOf(['https://pawapuri.example', 'http://localhost:3000']);

describe('trafficSource', () => {
  it.each([
    ['https://www.google.com/', 'Google'],
    ['https://www.google.co.in/search?q=pawapuri', 'Google'],
    ['https://web.whatsapp.com/', 'WhatsApp'],
    ['https://wa.me/919999999999', 'WhatsApp'],
    ['https://l.wa.me/?u=x', 'WhatsApp'],
    ['android-app://com.whatsapp/', 'WhatsApp'],
    ['android-app://com.whatsapp.w4b/', 'WhatsApp'],
    ['https://l.facebook.com/l.php?u=x', 'Facebook'],
    ['https://m.facebook.com/', 'Facebook'],
    ['https://www.instagram.com/', 'Instagram'],
    ['https://m.youtube.com/watch?v=1', 'YouTube'],
    ['https://youtu.be/abc', 'YouTube'],
    ['https://t.co/xyz', 'X'],
    ['https://twitter.com/', 'X'],
    ['https://x.com/someone', 'X'],
    ['https://www.bing.com/search?q=x', 'Bing'],
    ['https://duckduckgo.com/', 'DuckDuckGo'],
    ['https://t.me/channel', 'Telegram'],
    ['https://in.search.yahoo.com/', 'Yahoo'],
    ['android-app://com.google.android.googlequicksearchbox/', 'Google'],
    ['android-app://com.google.android.gm/', 'Gmail'],
  ])('groups %s under %s', (referrer, source) => {
    expect(trafficSource(referrer, own)).toBe(source);
  });

  it('names other sites by their bare host, without www. and in lower case', () => {
    expect(trafficSource('https://www.Jainheritage.org/pawapuri', own)).toBe('jainheritage.org');
    expect(trafficSource('https://blog.example.net/a', own)).toBe('blog.example.net');
    // A host that only ends with a known name is not that site.
    expect(trafficSource('https://notgoogle.com/', own)).toBe('notgoogle.com');
    expect(trafficSource('https://x.company.in/', own)).toBe('x.company.in');
  });

  it.each(['Direct', '', '   ', 'not a url', 'javascript:alert(1)', 'file:///etc/passwd'])(
    'answers Direct for %j',
    (referrer) => {
      expect(trafficSource(referrer, own)).toBe(DIRECT_SOURCE);
    },
  );

  it("answers Direct for the site's own pages (self-referrals)", () => {
    expect(trafficSource('https://pawapuri.example/gallery', own)).toBe(DIRECT_SOURCE);
    expect(trafficSource('http://localhost:3000/', own)).toBe(DIRECT_SOURCE);
    expect(trafficSource('https://pawapuri.example/', new Set())).toBe('pawapuri.example');
  });
});
