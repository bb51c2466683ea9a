import { screen } from '@testing-library/react';
import { homeEn } from '../../../i18n/home-en';
import { homeHi } from '../../../i18n/home-hi';
import { renderPage } from '../../../test-utils';
import { SITE_NOTICES, pickNotice } from '../data/promotions';
import { AdPlaceholder } from './ad-placeholder';

describe('the notice slot', () => {
  it('carries one of the site’s own notices, labelled as a notice', async () => {
    renderPage(<AdPlaceholder />);
    const slot = await screen.findByRole('note', { name: 'Notice from this site' });
    expect(slot).toHaveTextContent(/^Notice/);
    expect(slot.textContent).not.toMatch(/promotion|advert/i);
  });

  it('starts with the laddu’s dawn, and no notice sells anything, in either language', () => {
    expect(homeEn.siteNotices.laddu.body).toContain('offered at dawn on 9 November 2026');
    expect(homeHi.siteNotices.laddu.body).toContain('9 नवंबर 2026 की भोर');
    expect(SITE_NOTICES[0]).toBe('laddu');
    expect(SITE_NOTICES.map((_, i) => pickNotice(() => i / SITE_NOTICES.length))).toEqual([
      ...SITE_NOTICES,
    ]);
    const all = JSON.stringify([homeEn.siteNotices, homeHi.siteNotices, homeHi.noticeTag]);
    expect(all).not.toMatch(/₹|buy|book now|order|प्रचार|खरीद/i);
  });
});
