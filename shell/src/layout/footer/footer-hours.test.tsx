import { cleanup, screen } from '@testing-library/react';
import {
  initI18n,
  SEED_CONTENT,
  SiteContentContext,
  type PublishedContent,
} from '@pawapuri/shared';
import { renderWithShell } from '../../testing/render-with-shell';
import { FooterHours } from './footer-hours';

const DAY = {
  morning: { opens: '05:30', closes: '11:30' },
  evening: { opens: '17:30', closes: '20:00' },
};

function contentWith(hoursVerified: boolean): PublishedContent {
  return {
    ...SEED_CONTENT,
    version: 2,
    places: [
      {
        id: 'jal-mandir',
        revision: 3,
        publishedAt: '2026-11-20T00:00:00.000Z',
        type: 'temple',
        name: { en: 'Jal Mandir', hi: 'जल मंदिर' },
        description: { en: 'x', hi: 'x' },
        coordinates: { latitude: 25.092, longitude: 85.539 },
        hours: { mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY },
        hoursVerified,
        exceptions: [],
        worship: [],
        order: 1,
        verified: hoursVerified,
        verifiedOn: hoursVerified ? '2026-11-20' : null,
      },
    ],
  };
}

const renderWith = (content: PublishedContent, path = '/') =>
  renderWithShell(
    <SiteContentContext.Provider value={{ content, renderedAt: 0 }}>
      <p data-testid="hours">
        <FooterHours />
      </p>
    </SiteContentContext.Provider>,
    path,
  );

afterEach(async () => {
  cleanup();
  await initI18n().changeLanguage('en');
});

describe('FooterHours', () => {
  it('reads the published temple’s hours, as “usually” until they are confirmed', () => {
    renderWith(contentWith(false));
    expect(screen.getByTestId('hours')).toHaveTextContent(
      'Jal Mandir: usually 5:30–11:30 and 17:30–20:00. Confirm the day’s hours with the temple office.',
    );
  });

  it('says when confirmed hours were confirmed, in Hindi on a Hindi page', async () => {
    renderWith(contentWith(true), '/hi/gallery');
    expect(
      await screen.findByText(
        'जल मंदिर: सुबह 5:30 से 11:30 बजे तक और शाम 5:30 से 8 बजे तक (20 नवंबर 2026 को पुष्टि की गई)।',
      ),
    ).toBeInTheDocument();
  });

  it('shows the seed’s temple hours when no published copy was had', () => {
    renderWith(SEED_CONTENT);
    expect(screen.getByTestId('hours')).toHaveTextContent(/^Jal Mandir: usually \d/);
  });

  it('says where to ask when no temple’s hours are published', () => {
    renderWith({ ...SEED_CONTENT, places: [] });
    expect(screen.getByTestId('hours')).toHaveTextContent(
      'Ask the temple office for the day’s hours.',
    );
  });
});
