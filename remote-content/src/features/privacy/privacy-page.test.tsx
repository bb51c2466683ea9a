import { act, render, screen } from '@testing-library/react';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import description from '../../../remote.json';
import { initI18n } from '@pawapuri/shared';
import ContentRoutes from '../../routes';

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

afterEach(async () => {
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

describe('the privacy page (/privacy)', () => {
  it('says what is recorded, why, for how long, and that DNT and GPC are honoured', async () => {
    await renderPrivacy();
    expect(screen.queryByText('not found')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    for (const heading of [
      'What is recorded',
      'Why it is recorded',
      'How long it is kept',
      'Do Not Track and Global Privacy Control',
      'Your rights',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/203\.0\.113\.0 instead of 203\.0\.113\.77/)).toBeInTheDocument();
    expect(screen.getByText(/deleted after 13 months/)).toBeInTheDocument();
    expect(screen.getByText(/your visit is not recorded at all/)).toBeInTheDocument();
    // The location comes from the site's own database, credited as its licence asks.
    expect(screen.getByText(/not sent to anyone else/)).toHaveTextContent(
      'IP Geolocation by DB-IP, db-ip.com',
    );
    expect(screen.queryByText(/ipapi/)).not.toBeInTheDocument();
  });

  it('is written in Hindi too', async () => {
    await act(async () => {
      await initI18n().changeLanguage('hi');
    });
    await renderPrivacy();
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आपके अधिकार' })).toBeInTheDocument();
    expect(screen.getByText(/13 महीने बाद मिटा दी जाती हैं/)).toBeInTheDocument();
    expect(screen.getByText(/बिल्कुल दर्ज नहीं की जाती/)).toBeInTheDocument();
    expect(screen.getByText(/किसी और को नहीं भेजा जाता/)).toHaveTextContent('DB-IP');
  });
});
