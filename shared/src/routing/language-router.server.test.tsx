/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation } from 'react-router-dom';
import { initI18n, registerCatalog } from '../i18n/setup';
import { useLanguageAddresses } from './language-navigation';
import { ServerLanguageRouter } from './language-router';

function Page() {
  const { t } = useTranslation('server-router-test');
  const { pathname } = useLocation();
  const { addressIn } = useLanguageAddresses();
  return (
    <main>
      <h1>{t('title')}</h1>
      <output>{pathname}</output>
      <Link to="/gallery">Gallery</Link>
      <a href={addressIn('en')}>EN</a>
    </main>
  );
}

describe('ServerLanguageRouter', () => {
  it('renders an address on the server with the same prefix rules as the browser', async () => {
    const i18n = initI18n({ language: 'hi' });
    await registerCatalog('server-router-test', {
      en: { title: 'Jal Mandir' },
      hi: { title: 'जल मंदिर' },
    });
    expect(i18n.language).toBe('hi');
    const html = renderToString(
      <ServerLanguageRouter url="/hi/jal-mandir?from=menu">
        <Page />
      </ServerLanguageRouter>,
    );
    expect(html).toContain('<h1>जल मंदिर</h1>');
    expect(html).toContain('<output>/jal-mandir</output>');
    expect(html).toContain('href="/hi/gallery"');
    // The language switch's address leaves the query to the click (see addressIn).
    expect(html).toContain('href="/jal-mandir"');
  });
});
