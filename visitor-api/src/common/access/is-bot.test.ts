import { isBot } from './is-bot';

describe('isBot', () => {
  const browser =
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it('gives the same verdict on first and repeated calls', () => {
    expect(isBot(browser)).toBe(false);
    expect(isBot(browser)).toBe(false);
    expect(isBot(crawler)).toBe(true);
    expect(isBot(crawler)).toBe(true);
  });

  it('stays correct after many distinct agents have filled the memo', () => {
    for (let i = 0; i < 2500; i++) isBot(`curl/8.${i}`);
    expect(isBot(crawler)).toBe(true);
    expect(isBot(browser)).toBe(false);
  });
});
