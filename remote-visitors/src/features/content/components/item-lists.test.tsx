import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type KeeperRole } from '@pawapuri/shared';
import { ContentPage } from './content-page';
import { fakeKeeperApi } from '../../../keeper/testing/keeper-fixtures';
import {
  fakeContentApi,
  itemOf,
  LIST,
  PLACE,
  renderIn,
  ROUTE,
  STAY,
} from '../testing/content-fixtures';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();
// Each test types a few rows: slow on a loaded machine, never timed.
jest.setTimeout(60_000);

/*
 * The lists inside an item (a place's dated changes and aarti times, a
 * stay's amenities, a route's fares): rows added and removed by keyboard,
 * saved with the item, and an API refusal named at the row's input.
 */

const NOW = Date.parse('2026-11-26T06:00:00.000Z');

async function openItem(
  kind: 'place' | 'stay' | 'route',
  id: string,
  data: unknown,
  language: 'en' | 'hi' = 'en',
  role: KeeperRole = 'editor',
) {
  const api = fakeContentApi();
  api.list.mockResolvedValue(LIST);
  api.get.mockResolvedValue(itemOf(kind, id, data as never));
  renderIn(
    <ContentPage api={api} keepers={fakeKeeperApi(role)} now={() => NOW} />,
    `/admin/content?item=${encodeURIComponent(`${kind}/${id}`)}`,
    language,
  );
  const form = await screen.findByRole('form', { name: /Edit|बदलें/ });
  return { api, form };
}

/** The data the last draft save sent. */
const savedData = (api: ReturnType<typeof fakeContentApi>) =>
  (api.saveDraft.mock.calls.at(-1) as [string, string, { data: Record<string, unknown> }])[2].data;

const refusal = (field: string, message: string) =>
  new ApiError(400, message, { statusCode: 400, error: 'Bad Request', message, field });

test('a dated change: added by keyboard, a festival day with its own evening, saved with the place', async () => {
  const { api, form } = await openItem('place', 'jal-mandir', PLACE);
  const list = within(form).getByRole('group', { name: 'Dated changes (festival days, closures)' });
  expect(within(list).getByText(/No dated changes/)).toBeVisible();

  within(list).getByRole('button', { name: 'Add a dated change' }).focus();
  await userEvent.keyboard('{Enter}');
  const row = within(list).getByRole('group', { name: 'Dated change 1' });
  const date = within(row).getByLabelText('Date (first day)');
  // The new row's first input takes the focus.
  expect(date).toHaveFocus();
  await userEvent.clear(date);
  await userEvent.type(date, '2026-11-09');
  await userEvent.type(within(row).getByLabelText('Last day (if more than one)'), '2026-11-10');
  // A closure at first; unticked, the day's sessions are asked for.
  await userEvent.click(within(row).getByLabelText('Closed all day'));
  await userEvent.click(within(row).getByLabelText('Dated change 1, Evening: Evening: Open'));
  const closes = within(row).getByLabelText('Dated change 1, Evening: Closes');
  await userEvent.clear(closes);
  await userEvent.type(closes, '23:00');
  await userEvent.type(within(row).getByLabelText('Note · English'), 'Deepawali');
  await userEvent.type(within(row).getByLabelText('Note · हिन्दी (Hindi)'), 'दीपावली');

  api.saveDraft.mockResolvedValue(itemOf('place', 'jal-mandir', PLACE, 4));
  await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
  expect(savedData(api).exceptions).toEqual([
    {
      date: '2026-11-09',
      endDate: '2026-11-10',
      closed: false,
      hours: { morning: null, evening: { opens: '16:00', closes: '23:00' } },
      note: { en: 'Deepawali', hi: 'दीपावली' },
    },
  ]);
  // The preview lists it as the temple page will.
  expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(
    '2026-11-09 to 2026-11-10: 16:00–23:00 (Deepawali)',
  );
});

test('a dated change the API refuses (an end before its start) is named at that row’s input', async () => {
  const place = {
    ...PLACE,
    exceptions: [
      { date: '2026-11-01', closed: true },
      { date: '2026-11-09', endDate: '2026-11-08', closed: true },
    ],
  };
  const { api, form } = await openItem('place', 'jal-mandir', place);
  await userEvent.type(within(form).getByLabelText('Latitude'), '1');
  api.saveDraft.mockRejectedValue(
    refusal('data.exceptions.1.endDate', 'data.exceptions.1.endDate must not be before date'),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
  const row = within(form).getByRole('group', { name: 'Dated change 2' });
  const end = within(row).getByLabelText('Last day (if more than one)');
  await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
  expect(end).toHaveAccessibleDescription(
    'The server refused this field. (data.exceptions.1.endDate must not be before date)',
  );
  expect(end).toHaveFocus();
  const first = within(form).getByRole('group', { name: 'Dated change 1' });
  expect(within(first).getByLabelText('Last day (if more than one)')).not.toHaveAttribute(
    'aria-invalid',
  );
});

test('a day neither closed nor given hours is said at the row before anything is sent', async () => {
  const place = { ...PLACE, exceptions: [{ date: '2026-11-01', closed: true }] };
  const { api, form } = await openItem('place', 'jal-mandir', place);
  const row = within(form).getByRole('group', { name: 'Dated change 1' });
  await userEvent.click(within(row).getByLabelText('Closed all day'));
  await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
  expect(await within(row).findByRole('alert')).toHaveTextContent(
    'Give this day’s hours, or tick “Closed all day”.',
  );
  expect(api.saveDraft).not.toHaveBeenCalled();
});

test('aarti times: a time on some weekdays, in both languages; a removed row leaves the focus on Add', async () => {
  const place = {
    ...PLACE,
    worship: [{ name: { en: 'Morning aarti', hi: 'प्रातः आरती' }, time: '05:30' }],
  };
  const { api, form } = await openItem('place', 'jal-mandir', place);
  const list = within(form).getByRole('group', { name: 'Aarti and puja times' });
  await userEvent.click(within(list).getByRole('button', { name: 'Add an aarti time' }));
  const row = within(list).getByRole('group', { name: 'Aarti time 2' });
  await userEvent.type(within(row).getByLabelText('Name · English'), 'Evening aarti');
  await userEvent.type(within(row).getByLabelText('Name · हिन्दी (Hindi)'), 'संध्या आरती');
  const time = within(row).getByLabelText('Time');
  await userEvent.clear(time);
  await userEvent.type(time, '19:00');
  const days = within(row).getByRole('group', { name: 'Days (none ticked: every day)' });
  await userEvent.click(within(days).getByLabelText('Sunday'));
  await userEvent.click(within(days).getByLabelText('Saturday'));

  await userEvent.click(within(list).getByRole('button', { name: 'Remove aarti time 1' }));
  expect(within(list).getByRole('button', { name: 'Add an aarti time' })).toHaveFocus();
  expect(within(list).queryByRole('group', { name: 'Aarti time 2' })).toBeNull();

  api.saveDraft.mockResolvedValue(itemOf('place', 'jal-mandir', PLACE, 4));
  await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
  expect(savedData(api).worship).toEqual([
    { name: { en: 'Evening aarti', hi: 'संध्या आरती' }, time: '19:00', days: ['sat', 'sun'] },
  ]);
  expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(
    'Evening aarti: 19:00 (Saturday, Sunday)',
  );
});

test('an aarti time without its Hindi name is said at the Hindi input', async () => {
  const { api, form } = await openItem('place', 'jal-mandir', PLACE);
  await userEvent.click(within(form).getByRole('button', { name: 'Add an aarti time' }));
  const row = within(form).getByRole('group', { name: 'Aarti time 1' });
  await userEvent.type(within(row).getByLabelText('Name · English'), 'Evening aarti');
  await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
  const hindi = within(row).getByLabelText('Name · हिन्दी (Hindi)');
  expect(hindi).toHaveAttribute('aria-invalid', 'true');
  expect(hindi).toHaveAccessibleDescription('Write it in Hindi too.');
  expect(api.saveDraft).not.toHaveBeenCalled();
});

test('a stay’s amenities and photo are saved; a refused amenity is said in Hindi at its Hindi input', async () => {
  const { api, form } = await openItem('stay', 'hotel-sunrise', STAY, 'hi');
  const list = within(form).getByRole('group', { name: 'सुविधाएँ' });
  expect(within(list).getByLabelText('सुविधा · English (अंग्रेज़ी)')).toHaveValue('Parking');
  await userEvent.click(within(list).getByRole('button', { name: 'सुविधा जोड़ें' }));
  const row = within(list).getByRole('group', { name: 'सुविधा 2' });
  await userEvent.type(within(row).getByLabelText('सुविधा · English (अंग्रेज़ी)'), 'Hot water');
  await userEvent.type(within(row).getByLabelText('सुविधा · हिन्दी'), 'गरम <पानी>');
  await userEvent.type(
    within(form).getByLabelText('फ़ोटो का पता (https://…)'),
    'https://example.org/sunrise.jpg',
  );
  api.saveDraft.mockRejectedValue(
    refusal('/data/amenities/1/hi', 'data.amenities.1.hi must be plain text'),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'मसौदा सहेजें' }));
  const hindi = within(row).getByLabelText('सुविधा · हिन्दी');
  await waitFor(() => expect(hindi).toHaveAttribute('aria-invalid', 'true'));
  expect(hindi).toHaveAccessibleDescription(
    'सर्वर ने यह प्रविष्टि अस्वीकार की। (data.amenities.1.hi must be plain text)',
  );
  expect(savedData(api).amenities).toEqual([
    { en: 'Parking', hi: 'पार्किंग' },
    { en: 'Hot water', hi: 'गरम <पानी>' },
  ]);
  expect(savedData(api).imageUrl).toBe('https://example.org/sunrise.jpg');
});

test('a route’s fares: a row changed and one added; a highest fare below the lowest is said at it', async () => {
  const { api, form } = await openItem('route', 'patna', ROUTE);
  const list = within(form).getByRole('group', { name: 'Typical fares' });
  await userEvent.click(within(list).getByRole('button', { name: 'Add a fare' }));
  const row = within(list).getByRole('group', { name: 'Fare 2' });
  await userEvent.selectOptions(within(row).getByLabelText('Vehicle'), 'Car');
  const min = within(row).getByLabelText('Lowest fare (₹)');
  await userEvent.clear(min);
  await userEvent.type(min, '2500');
  await userEvent.type(within(row).getByLabelText('Highest fare (₹)'), '2000');
  api.saveDraft.mockRejectedValue(
    refusal('data.fares.1.max', 'data.fares.1.max must not be below min'),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
  const max = within(row).getByLabelText('Highest fare (₹)');
  await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'));
  expect(max).toHaveAccessibleDescription(
    'The server refused this field. (data.fares.1.max must not be below min)',
  );
  expect(savedData(api).fares).toEqual([
    { mode: 'bus', min: 150, max: 250 },
    { mode: 'sedan', min: 2500, max: 2000 },
  ]);
  expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Bus: ₹150 to ₹250');
});
