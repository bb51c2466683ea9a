import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@pawapuri/shared';
import ContentRoutes from '../routes';

afterEach(async () => {
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <ContentRoutes notFound={<p>not found</p>} />
      </MemoryRouter>,
    );
  });
}

describe('a written page', () => {
  it.each([
    [
      'en',
      'Opening hours',
      'Usually 5:30–11:30 and 17:30–20:30, by one public source; another gives 6:00–12:00 and 15:00–21:00.',
      'checked on 25 November 2026',
    ],
    [
      'hi',
      'खुलने का समय',
      'एक सार्वजनिक स्रोत के अनुसार आमतौर पर 5:30–11:30 और 17:30–20:30; दूसरा स्रोत 6:00–12:00 और 15:00–21:00 बताता है।',
      '25 नवंबर 2026 को जाँचा गया',
    ],
  ])(
    'fills in the temples’ usual hours and the day they were checked (%s)',
    async (language, heading, hours, checked) => {
      await act(async () => {
        await initI18n().changeLanguage(language);
      });
      await renderAt('/jal-mandir/timings');
      const body = (await screen.findByRole('heading', { level: 2, name: heading }))
        .nextElementSibling as HTMLElement;
      expect(body).toHaveTextContent(hours);
      expect(body).toHaveTextContent(checked);
      expect(body).not.toHaveTextContent('{{');
    },
  );
});
