/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import { apiUrl, http, HttpResponse, setupTestNetwork } from '@pawapuri/shared/testing/network';
import { initI18n } from '@pawapuri/shared';
import description from '../../../remote.json';
import ContentRoutes from '../../routes';

const BARRIERS = '/api/accessibility/barriers';
const network = setupTestNetwork();

async function open(path = '/accessibility') {
  await act(async () => {
    render(
      <AtPage pages={description.pages} path={path}>
        <ContentRoutes notFound={<p>not found</p>} />
      </AtPage>,
    );
  });
}

const reports = () => network.sentTo(BARRIERS);

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  error.mockRestore();
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

test('names the standard, what is known not to meet it, and how it was checked', async () => {
  await open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Indian Standard IS 17802/)).toHaveTextContent('WCAG) 2.1 at level AA');
  expect(
    screen.getByRole('heading', { level: 2, name: 'What is known not to meet it' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/not yet on every page/)).toBeInTheDocument();
  expect(screen.getByText(/written in November 2026/)).toBeInTheDocument();
});

test('reports a barrier to the keepers: the page it came from, the words, a contact if given', async () => {
  network.answer(
    http.post(apiUrl(BARRIERS), () => HttpResponse.json({ received: true }, { status: 201 })),
  );
  await open('/accessibility?page=/donate');
  const page = await screen.findByLabelText('Page where you met it');
  expect(page).toHaveValue('/donate');
  await userEvent.type(
    screen.getByLabelText('What stood in your way'),
    ' The QR code has no text. ',
  );
  await userEvent.type(
    screen.getByLabelText('E-mail address or phone number (optional)'),
    'asha@example.org',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));

  expect(await screen.findByText(/your report has reached the keepers/)).toHaveAttribute(
    'role',
    'status',
  );
  expect(reports()).toHaveLength(1);
  expect(reports()[0]!.credentials).toBe('omit');
  expect(await reports()[0]!.json()).toEqual({
    page: '/donate',
    description: 'The QR code has no text.',
    contact: 'asha@example.org',
    language: 'en',
  });
  expect(screen.getByLabelText('What stood in your way')).toHaveValue('');
});

test('an empty report is not sent; a refused one says to try again', async () => {
  network.answer(
    http.post(apiUrl(BARRIERS), () =>
      HttpResponse.json({ statusCode: 429, message: 'Too many requests' }, { status: 429 }),
    ),
  );
  await open();
  await userEvent.click(await screen.findByRole('button', { name: 'Send the report' }));
  const words = screen.getByLabelText('What stood in your way');
  expect(words).toHaveAccessibleDescription('Please say what stood in your way.');
  expect(reports()).toHaveLength(0);
  await userEvent.type(words, 'Too small');
  await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
  expect(await screen.findByText(/Please try again in a minute/)).toHaveAttribute('role', 'alert');
  expect(reports()).toHaveLength(1);
  expect(words).toHaveValue('Too small');
});

test('is written in Hindi too, and reports in Hindi say so', async () => {
  network.answer(
    http.post(apiUrl(BARRIERS), () => HttpResponse.json({ received: true }, { status: 201 })),
  );
  await act(async () => {
    await initI18n().changeLanguage('hi');
  });
  await open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'सुगम्यता विवरण' }),
  ).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('आपके सामने क्या बाधा आई'), 'अक्षर बहुत छोटे हैं');
  await userEvent.click(screen.getByRole('button', { name: 'रिपोर्ट भेजें' }));
  expect(await screen.findByText(/व्यवस्थापकों तक पहुँच गई/)).toBeInTheDocument();
  expect(await reports()[0]!.json()).toMatchObject({ language: 'hi', page: '/' });
});
