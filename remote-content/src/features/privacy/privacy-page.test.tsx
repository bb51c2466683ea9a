import { act, render, screen, within } from '@testing-library/react';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import { setSiteSettings } from '@pawapuri/shared/config/site-settings';
import description from '../../../remote.json';
import { initI18n, NOTICE_ITEMS } from '@pawapuri/shared';
import ContentRoutes from '../../routes';
import { privacyEn } from '../../i18n/privacy-en';
import { privacyHi } from '../../i18n/privacy-hi';

/** Renders /privacy; its own strings arrive when it is first shown, so the render is awaited. */
async function renderPrivacy() {
  await act(async () => {
    render(
      <AtPage pages={description.pages} path="/privacy">
        <ContentRoutes notFound={<p>not found</p>} />
      </AtPage>,
    );
  });
}

/** The notice item's block: its heading and the four things it says. */
function item(heading: string) {
  return screen.getByRole('heading', { level: 3, name: heading }).parentElement!;
}

beforeEach(() => setSiteSettings({ apiUrl: '', grievanceEmail: 'grievance@example.org' }));

afterEach(async () => {
  setSiteSettings(undefined);
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

describe('the privacy notice (/privacy)', () => {
  it('has an item, in both languages, for every kind of personal data the API says it stores', () => {
    // The API's own test ties each stored column to one of NOTICE_ITEMS.
    expect(Object.keys(privacyEn.items)).toEqual([...NOTICE_ITEMS]);
    expect(Object.keys(privacyHi.items)).toEqual([...NOTICE_ITEMS]);
  });

  it('says, for each item of personal data, what is held, why, how long and who sees it', async () => {
    await renderPrivacy();
    expect(screen.queryByText('not found')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    for (const id of NOTICE_ITEMS) {
      const text = privacyEn.items[id];
      const block = item(text.heading);
      const said: [string, string][] = [
        ['What', text.what],
        ['Why', text.why],
        ['How long', text.howLong],
        ['Who sees it', text.whoSees],
      ];
      for (const [label, words] of said) {
        expect(within(block).getByText(label).nextElementSibling).toHaveTextContent(words);
      }
    }
    expect(within(item('Your visits')).getByText(/203\.0\.113\.0 instead of 203\.0\.113\.77/));
    expect(within(item('Your visits')).getByText(/deleted after 13 months/));
    expect(within(item('The audit log')).getByText(/One year at least/));
  });

  it('tells the session id lives in one tab, how to say no, the rights, the contact and the Board', async () => {
    await renderPrivacy();
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    expect(screen.getByText(/session storage, for one tab only/)).toHaveTextContent(
      'visitorSessionId',
    );
    expect(screen.getByText(/your visit is not recorded at all/)).toBeInTheDocument();
    // The location comes from the site's own database, credited as its licence asks.
    expect(screen.getByText(/not sent to anyone else/)).toHaveTextContent(
      'IP Geolocation by DB-IP, db-ip.com',
    );
    const rights = screen.getByText(/You may ask what is kept about you/);
    for (const right of ['(access)', '(correction)', '(erasure)', '(nomination)']) {
      expect(rights).toHaveTextContent(right);
    }
    const contact = screen.getByRole('link', { name: 'grievance@example.org' });
    expect(contact).toHaveAttribute('href', 'mailto:grievance@example.org');
    expect(contact.parentElement).toHaveTextContent(
      'Questions and complaints about your personal data go to grievance@example.org. You will have an answer within 90 days.',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'The Data Protection Board of India' }),
    ).toBeInTheDocument();
  });

  it('says so when the site has set no grievance contact', async () => {
    setSiteSettings({ apiUrl: '' });
    await renderPrivacy();
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    expect(screen.getByText('No grievance contact has been published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('is written in Hindi too', async () => {
    await act(async () => {
      await initI18n().changeLanguage('hi');
    });
    await renderPrivacy();
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'आपके अधिकार और उनका उपयोग' }),
    ).toBeInTheDocument();
    expect(within(item('आपकी विज़िट')).getByText(/13 महीने बाद मिटा दी जाती हैं/));
    expect(screen.getByText(/बिल्कुल दर्ज नहीं की जाती/)).toBeInTheDocument();
    expect(screen.getByText(/किसी और को नहीं भेजा जाता/)).toHaveTextContent('DB-IP');
    expect(
      screen.getByRole('link', { name: 'grievance@example.org' }).parentElement,
    ).toHaveTextContent('आपको 90 दिन के भीतर उत्तर मिलेगा');
  });
});
