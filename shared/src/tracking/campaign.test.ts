import {
  captureCampaign,
  campaignOf,
  sessionCampaign,
  VISITOR_CAMPAIGN_KEY,
  withoutCampaign,
} from './campaign';
import { buildVisitRecord } from './visit-record';

/** A window whose address is `href`, recording what replaceState was given. */
function fakeWindow(href: string) {
  const replaced: { state: unknown; url: string }[] = [];
  const state = { usr: null, key: 'k1', idx: 0 };
  return {
    replaced,
    win: {
      location: { href } as Location,
      history: {
        state,
        replaceState: (s: unknown, _title: string, url: string) =>
          void replaced.push({ state: s, url }),
      } as unknown as History,
    },
  };
}

beforeEach(() => sessionStorage.clear());

describe('campaignOf', () => {
  it('reads the five utm parameters', () => {
    expect(
      campaignOf(
        '?utm_source=whatsapp&utm_medium=group&utm_campaign=diwali-2026&utm_content=poster&utm_term=dharamshala',
      ),
    ).toEqual({
      utmSource: 'whatsapp',
      utmMedium: 'group',
      utmCampaign: 'diwali-2026',
      utmContent: 'poster',
      utmTerm: 'dharamshala',
    });
  });

  it('takes ref or source for the source when utm_source is absent', () => {
    expect(campaignOf('?ref=temple-committee')).toEqual({ utmSource: 'temple-committee' });
    expect(campaignOf('?source=newsletter')).toEqual({ utmSource: 'newsletter' });
    expect(campaignOf('?utm_source=whatsapp&ref=other')).toEqual({ utmSource: 'whatsapp' });
  });

  it('decodes, drops control characters, cuts at 100 characters and ignores blank values', () => {
    expect(campaignOf('?utm_campaign=Diwali%20%E0%A4%A6%E0%A5%80%E0%A4%AA')).toEqual({
      utmCampaign: 'Diwali दीप',
    });
    expect(campaignOf('?utm_campaign=a%00b%07')).toEqual({ utmCampaign: 'ab' });
    expect(campaignOf(`?utm_campaign=${'x'.repeat(150)}`)?.utmCampaign).toHaveLength(100);
    expect(campaignOf('?utm_source=%20%20&page=2')).toBeNull();
    expect(campaignOf('')).toBeNull();
  });
});

describe('withoutCampaign', () => {
  it('keeps the path, other parameters and the fragment', () => {
    const url = new URL('https://pawapuri.example/hi/gallery?utm_source=wa&photo=3&ref=x#top');
    expect(withoutCampaign(url)).toBe('/hi/gallery?photo=3#top');
    expect(withoutCampaign(new URL('https://pawapuri.example/?utm_campaign=d'))).toBe('/');
  });
});

describe('captureCampaign', () => {
  it('keeps the campaign for the session and strips it from the address, keeping the router state', () => {
    const { win, replaced } = fakeWindow(
      'https://pawapuri.example/jal-mandir?utm_source=whatsapp&utm_campaign=diwali-2026',
    );
    expect(captureCampaign(win, sessionStorage)).toEqual({
      utmSource: 'whatsapp',
      utmCampaign: 'diwali-2026',
    });
    expect(replaced).toEqual([{ state: win.history.state, url: '/jal-mandir' }]);
    expect(sessionCampaign(sessionStorage)).toEqual({
      utmSource: 'whatsapp',
      utmCampaign: 'diwali-2026',
    });
  });

  it('leaves an address without a campaign, and the session campaign, as they are', () => {
    sessionStorage.setItem(VISITOR_CAMPAIGN_KEY, JSON.stringify({ utmSource: 'whatsapp' }));
    const { win, replaced } = fakeWindow('https://pawapuri.example/gallery?photo=2');
    expect(captureCampaign(win, sessionStorage)).toBeNull();
    expect(replaced).toEqual([]);
    expect(sessionCampaign(sessionStorage)).toEqual({ utmSource: 'whatsapp' });
  });

  it("never reads or strips the dashboard's filters on the keeper pages", () => {
    for (const href of [
      'https://pawapuri.example/analytics?source=WhatsApp',
      'https://pawapuri.example/hi/analytics?utmCampaign=x&source=Google',
      'https://pawapuri.example/admin?source=x',
    ]) {
      const { win, replaced } = fakeWindow(href);
      expect(captureCampaign(win, sessionStorage)).toBeNull();
      expect(replaced).toEqual([]);
    }
    expect(sessionCampaign(sessionStorage)).toEqual({});
  });

  it('ignores a stored campaign that is not one', () => {
    sessionStorage.setItem(VISITOR_CAMPAIGN_KEY, '{"utmSource":5,"evil":"x","utmMedium":"group"}');
    expect(sessionCampaign(sessionStorage)).toEqual({ utmMedium: 'group' });
    sessionStorage.setItem(VISITOR_CAMPAIGN_KEY, 'not json');
    expect(sessionCampaign(sessionStorage)).toEqual({});
  });
});

describe('a visit of a campaign session', () => {
  it('carries the campaign fields with every visit', () => {
    const facts = {
      referrer: '',
      screenWidth: 393,
      screenHeight: 873,
      language: 'hi-IN',
    };
    const record = buildVisitRecord('/donate', facts, 's-1', {}, 'v'.repeat(24), {
      utmSource: 'whatsapp',
      utmCampaign: 'diwali-2026',
    });
    expect(record).toMatchObject({ utmSource: 'whatsapp', utmCampaign: 'diwali-2026' });
    expect(buildVisitRecord('/donate', facts, 's-1', {}, 'v'.repeat(24), {})).not.toHaveProperty(
      'utmSource',
    );
  });
});
