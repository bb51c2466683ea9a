import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '../i18n/use-translation';
import { Link, UNSAFE_createMemoryHistory, useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { initI18n, registerCatalog } from '../i18n/setup';
import { useLanguageAddresses } from './language-navigation';
import { LanguageRouter } from './language-router';

const i18n = initI18n();
void registerCatalog('router-test', { en: { title: 'Jal Mandir' }, hi: { title: 'जल मंदिर' } });

/** The page as a test sees it: its path inside the router, a link, and a word in the page's language. */
function Page({ paths }: { paths?: string[] }) {
  const { t } = useTranslation('router-test');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { addressIn, switchTo } = useLanguageAddresses();
  useEffect(() => {
    paths?.push(pathname);
  }, [paths, pathname]);
  return (
    <main>
      <h1>{t('title')}</h1>
      <output data-testid="path">{pathname}</output>
      <Link to="/gallery">Gallery</Link>
      <button type="button" onClick={() => void navigate('/cabs')}>
        Cabs
      </button>
      <a href={addressIn('en')} onClick={(event) => (event.preventDefault(), switchTo('en'))}>
        EN
      </a>
      <a href={addressIn('hi')} onClick={(event) => (event.preventDefault(), switchTo('hi'))}>
        HI
      </a>
    </main>
  );
}

function start(address: string, paths?: string[]) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [address], v5Compat: true });
  render(
    <LanguageRouter history={history}>
      <Page paths={paths} />
    </LanguageRouter>,
  );
  return history;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('LanguageRouter', () => {
  it('renders a Hindi address in Hindi, with the path inside the router unprefixed', async () => {
    start('/hi/jal-mandir');
    expect(await screen.findByRole('heading', { name: 'जल मंदिर' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/jal-mandir$/);
    expect(document.documentElement.lang).toBe('hi');
  });

  it('keeps links and navigate() in the current language', async () => {
    const user = userEvent.setup();
    const history = start('/hi/jal-mandir');
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/hi/gallery');
    await user.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(history.location.pathname).toBe('/hi/gallery');
    await user.click(screen.getByRole('button', { name: 'Cabs' }));
    expect(history.location.pathname).toBe('/hi/cabs');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/cabs$/);
  });

  it('moves between the two addresses of a page without remounting it', async () => {
    const paths: string[] = [];
    const history = start('/jal-mandir?from=menu#top', paths);
    const heading = screen.getByRole('heading', { name: 'Jal Mandir' });
    // The link is the page's address; a click keeps the query and fragment too.
    expect(screen.getByRole('link', { name: 'HI' })).toHaveAttribute('href', '/hi/jal-mandir');
    await userEvent.click(screen.getByRole('link', { name: 'HI' }));
    expect(history.location).toMatchObject({
      pathname: '/hi/jal-mandir',
      search: '?from=menu',
      hash: '#top',
    });
    expect(await screen.findByRole('heading', { name: 'जल मंदिर' })).toBe(heading);
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/hi/gallery');
    // The page's path did not change, so nothing counts it as a new page.
    expect(paths).toEqual(['/jal-mandir']);
  });

  it('switches language from the page, remembering the choice', async () => {
    const user = userEvent.setup();
    const history = start('/jal-mandir');
    await user.click(screen.getByRole('link', { name: 'HI' }));
    expect(history.location.pathname).toBe('/hi/jal-mandir');
    expect(await screen.findByRole('heading', { name: 'जल मंदिर' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    await user.click(screen.getByRole('link', { name: 'EN' }));
    expect(history.location.pathname).toBe('/jal-mandir');
    expect(await screen.findByRole('heading', { name: 'Jal Mandir' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('moves a visitor who chose Hindi from an English address to the Hindi one', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const history = start('/jal-mandir?from=menu#top');
    expect(await screen.findByRole('heading', { name: 'जल मंदिर' })).toBeInTheDocument();
    expect(history.location).toMatchObject({
      pathname: '/hi/jal-mandir',
      search: '?from=menu',
      hash: '#top',
    });
    // Replaced, not pushed: Back leaves the site rather than returning to English.
    expect(history.index).toBe(0);
  });

  it('leaves everyone else on the address they asked for', async () => {
    expect(start('/jal-mandir').location.pathname).toBe('/jal-mandir');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const onHindi = start('/hi/jal-mandir');
    await screen.findAllByRole('heading', { name: 'जल मंदिर' });
    expect(onHindi.location.pathname).toBe('/hi/jal-mandir');
  });

  it('does not remember a language just for arriving at its address', async () => {
    start('/hi/jal-mandir');
    await screen.findByRole('heading', { name: 'जल मंदिर' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
