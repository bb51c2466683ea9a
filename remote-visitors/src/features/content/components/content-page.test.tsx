import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type KeeperRole } from '@pawapuri/shared';
import { ContentPage } from './content-page';
import { fakeKeeperApi } from '../../../keeper/testing/keeper-fixtures';
import { fakeContentApi, itemOf, LIST, PLACE, renderIn, STAY } from '../testing/content-fixtures';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();

const NOW = Date.parse('2026-11-26T06:00:00.000Z');

function open(path = '/admin/content', role: KeeperRole = 'editor', language: 'en' | 'hi' = 'en') {
  const api = fakeContentApi();
  api.list.mockResolvedValue(LIST);
  const keepers = fakeKeeperApi(role);
  renderIn(<ContentPage api={api} keepers={keepers} now={() => NOW} />, path, language);
  return api;
}

const STAY_PATH = '/admin/content?item=stay%2Fhotel-sunrise';

async function openStay(role: KeeperRole = 'editor', language: 'en' | 'hi' = 'en') {
  const api = open(STAY_PATH, role, language);
  api.get.mockResolvedValue(itemOf('stay', 'hotel-sunrise', STAY));
  return api;
}

test('an analyst is told who edits content, and nothing is loaded', async () => {
  const api = open('/admin/content', 'analyst');
  expect(await screen.findByText('Only editors and owners edit the site’s content.')).toBeVisible();
  expect(api.list).not.toHaveBeenCalled();
});

test('the lists: every kind has its heading, each item links to its form', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'Places to stay' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Donation details' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Edit Hotel Sunrise' })).toHaveAttribute(
    'href',
    '/admin/content?item=stay%2Fhotel-sunrise',
  );
});

test('a stay: English and Hindi side by side, the new phone saved as a draft, then published', async () => {
  const api = await openStay();
  const form = await screen.findByRole('form', { name: 'Edit Hotel Sunrise' });
  const name = within(form).getByRole('group', { name: 'Name' });
  expect(within(name).getByLabelText('Name · English')).toHaveAttribute('lang', 'en');
  expect(within(name).getByLabelText('Name · हिन्दी (Hindi)')).toHaveValue('होटल सनराइज़');
  expect(within(name).getByLabelText('Name · हिन्दी (Hindi)')).toHaveAttribute('lang', 'hi');

  const phone = within(form).getByLabelText('Phone number');
  await userEvent.clear(phone);
  await userEvent.type(phone, '+91 94310 12345');
  const saved = itemOf('stay', 'hotel-sunrise', { ...STAY, phone: '+91 94310 12345' }, 4);
  api.saveDraft.mockResolvedValue({ ...saved, status: 'changed' });
  api.publish.mockResolvedValue({
    ...saved,
    published: { ...saved.published!, revision: 3 },
  });
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));

  expect(api.saveDraft).toHaveBeenCalledWith('stay', 'hotel-sunrise', {
    expectedRevision: 3,
    data: { ...STAY, phone: '+91 94310 12345' },
  });
  expect(api.publish).toHaveBeenCalledWith('stay', 'hotel-sunrise', { expectedRevision: 4 });
  expect(await within(form).findByRole('status')).toHaveTextContent('Published as revision 3');
  // The preview shows the new number.
  expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Call +91 94310 12345');
});

test('the field the API refuses is named at its input, in the keeper’s language, with the API’s words', async () => {
  const api = await openStay('editor', 'hi');
  const form = await screen.findByRole('form', { name: 'Hotel Sunrise बदलें' });
  const phone = within(form).getByLabelText('फ़ोन नंबर');
  await userEvent.clear(phone);
  await userEvent.type(phone, '+91 12');
  api.saveDraft.mockRejectedValue(
    new ApiError(400, 'data/phone must have 3 to 15 digits', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'data/phone must have 3 to 15 digits',
      field: 'data/phone',
    }),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'मसौदा सहेजें' }));
  await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
  expect(phone).toHaveAccessibleDescription(
    'सर्वर ने यह प्रविष्टि अस्वीकार की। (data/phone must have 3 to 15 digits)',
  );
  expect(phone).toHaveFocus();
});

test('an empty Hindi name is said at the Hindi input before anything is sent', async () => {
  const api = await openStay();
  const form = await screen.findByRole('form', { name: 'Edit Hotel Sunrise' });
  const hindi = within(form).getByLabelText('Name · हिन्दी (Hindi)');
  await userEvent.clear(hindi);
  await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
  expect(hindi).toHaveAttribute('aria-invalid', 'true');
  expect(hindi).toHaveAccessibleDescription('Write it in Hindi too.');
  expect(api.saveDraft).not.toHaveBeenCalled();
});

test('a 409: someone published a newer revision, reload; nothing is overwritten', async () => {
  const api = await openStay();
  const form = await screen.findByRole('form', { name: 'Edit Hotel Sunrise' });
  await userEvent.type(within(form).getByLabelText('Phone number'), '9');
  api.saveDraft.mockRejectedValue(
    new ApiError(409, 'The draft is at revision 5', {
      statusCode: 409,
      error: 'Conflict',
      message: 'The draft is at revision 5',
      currentRevision: 5,
    }),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Someone published a newer revision (5)');
  expect(api.publish).not.toHaveBeenCalled();
  expect(api.saveDraft).toHaveBeenCalledTimes(1);

  api.get.mockResolvedValue(itemOf('stay', 'hotel-sunrise', { ...STAY, phone: '112' }, 5));
  await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveValue('112'));
});

test('a session that ended while the page was open: said plainly, the changes kept in the form, nothing published', async () => {
  const api = await openStay();
  const form = await screen.findByRole('form', { name: 'Edit Hotel Sunrise' });
  const phone = within(form).getByLabelText('Phone number');
  await userEvent.type(phone, '9');
  const message = 'Sign in as a keeper (or send an API key: Authorization: Bearer <key>)';
  api.saveDraft.mockRejectedValue(
    new ApiError(401, message, {
      statusCode: 401,
      error: 'Unauthorized',
      message,
      field: 'authorization',
    }),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Your session has ended, so nothing was saved.');
  expect(alert).not.toHaveTextContent('Bearer');
  expect(api.publish).not.toHaveBeenCalled();
  expect(phone).toHaveValue(`${STAY.phone}9`);
});

test('a role taken away while the page was open: said in the keeper’s language, nothing published', async () => {
  const api = await openStay('editor', 'hi');
  const form = await screen.findByRole('form', { name: 'Hotel Sunrise बदलें' });
  await userEvent.type(within(form).getByLabelText('फ़ोन नंबर'), '9');
  const message = 'The analyst role may not do this (content.edit)';
  api.saveDraft.mockRejectedValue(
    new ApiError(403, message, {
      statusCode: 403,
      error: 'Forbidden',
      message,
      field: 'authorization',
    }),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'प्रकाशित करें' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'आपकी संचालक भूमिका इसे बदल नहीं सकती, इसलिए कुछ भी सहेजा नहीं गया।',
  );
  expect(api.publish).not.toHaveBeenCalled();
});

test("a temple's evening hours: the session's times go into the draft", async () => {
  const api = open('/admin/content?item=place%2Fjal-mandir');
  api.get.mockResolvedValue(itemOf('place', 'jal-mandir', PLACE));
  const form = await screen.findByRole('form', { name: 'Edit Jal Mandir' });
  const closes = within(form).getByLabelText('Monday, Evening: Closes');
  await userEvent.clear(closes);
  await userEvent.type(closes, '20:30');
  api.saveDraft.mockResolvedValue(itemOf('place', 'jal-mandir', PLACE, 4));
  await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
  const [, , body] = api.saveDraft.mock.calls[0] as [string, string, { data: typeof PLACE }];
  expect(body.data.hours?.mon.evening).toEqual({ opens: '16:00', closes: '20:30' });
  expect(body.data.hours?.tue.evening).toEqual({ opens: '16:00', closes: '21:00' });
});

test('a session that closes before it opens is said at that session, before anything is sent', async () => {
  const api = open('/admin/content?item=place%2Fjal-mandir');
  api.get.mockResolvedValue(itemOf('place', 'jal-mandir', PLACE));
  const form = await screen.findByRole('form', { name: 'Edit Jal Mandir' });
  const closes = within(form).getByLabelText('Friday, Evening: Closes');
  await userEvent.clear(closes);
  await userEvent.type(closes, '15:00');
  await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
  expect(closes).toHaveAttribute('aria-invalid', 'true');
  expect(closes).toHaveAccessibleDescription('The closing time must come after the opening time.');
  expect(within(form).getByLabelText('Friday, Evening: Opens')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(within(form).getByLabelText('Monday, Evening: Closes')).not.toHaveAttribute(
    'aria-invalid',
  );
  expect(api.saveDraft).not.toHaveBeenCalled();
});

test('history: who published when, the changes field by field, and restore', async () => {
  const api = await openStay();
  api.history.mockResolvedValue({
    kind: 'stay',
    id: 'hotel-sunrise',
    revisions: [
      {
        revision: 2,
        action: 'publish',
        restoredFrom: null,
        at: '2026-11-25T10:00:00.000Z',
        by: 'mira@example.org',
      },
      {
        revision: 1,
        action: 'publish',
        restoredFrom: null,
        at: '2026-11-01T10:00:00.000Z',
        by: null,
      },
    ],
  });
  api.diff.mockResolvedValue({
    from: 1,
    to: 2,
    changes: [{ path: 'phone', before: '+91 00000 00001', after: '+91 94310 12345' }],
  });
  const history = await screen.findByRole('region', { name: 'History' });
  expect(await within(history).findByText(/published by mira@example.org/)).toBeVisible();
  expect(within(history).getByText(/published as the site’s first content/)).toBeVisible();
  await userEvent.click(
    within(history).getByRole('button', { name: 'Show changes of revision 2' }),
  );
  expect(api.diff).toHaveBeenCalledWith('stay', 'hotel-sunrise', 1, 2);
  const table = await within(history).findByRole('table', {
    name: 'Changes from the revision before',
  });
  expect(within(table).getByRole('row', { name: /phone/ })).toHaveTextContent(
    'phone+91 00000 00001+91 94310 12345',
  );

  const restored = itemOf('stay', 'hotel-sunrise', STAY, 4);
  api.restore.mockResolvedValue({
    ...restored,
    published: { ...restored.published!, revision: 3 },
  });
  await userEvent.click(within(history).getByRole('button', { name: 'Restore revision 1' }));
  expect(api.restore).toHaveBeenCalledWith('stay', 'hotel-sunrise', {
    revision: 1,
    expectedRevision: 3,
  });
  expect(await screen.findByText('Revision 1 is published again, as revision 3.')).toBeVisible();
  expect(within(history).queryByRole('button', { name: 'Restore revision 2' })).toBeNull();
});

const DONATION = {
  payeeName: 'Jal Mandir Trust',
  upiId: 'trust@sbi',
  verified: true,
  verifiedOn: '2026-11-01',
};

test('donation details: an editor may not change them', async () => {
  const api = open('/admin/content?item=donation%2Fdonation');
  api.get.mockResolvedValue(itemOf('donation', 'donation', DONATION));
  expect(await screen.findByText('Only owners change the donation details.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
});

test("donation details: the owner's password is asked again; a wrong one is named at that field", async () => {
  const api = open('/admin/content?item=donation%2Fdonation', 'owner');
  api.get.mockResolvedValue(itemOf('donation', 'donation', DONATION));
  const form = await screen.findByRole('form', { name: /Edit/ });
  const upi = within(form).getByLabelText('UPI id');
  await userEvent.clear(upi);
  await userEvent.type(upi, 'mandir@upi');
  api.saveDraft.mockResolvedValue(
    itemOf('donation', 'donation', { ...DONATION, upiId: 'mandir@upi' }, 4),
  );
  api.publish.mockRejectedValueOnce(
    new ApiError(403, 'Changing the donation details needs your own password', {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Changing the donation details needs your own password',
      field: 'password',
    }),
  );
  const password = within(form).getByLabelText('Your password (to confirm)');
  await userEvent.type(password, 'not it at all');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  expect(api.publish).toHaveBeenLastCalledWith('donation', 'donation', {
    expectedRevision: 4,
    password: 'not it at all',
  });
});

test('donation details: a published payee waits, and the owner reads until when', async () => {
  const api = open('/admin/content?item=donation%2Fdonation', 'owner');
  api.get.mockResolvedValue(itemOf('donation', 'donation', DONATION, 4));
  const form = await screen.findByRole('form', { name: /Edit/ });
  api.publish.mockResolvedValue({
    ...itemOf('donation', 'donation', DONATION, 4),
    pendingPayee: {
      id: 1,
      payee: { payeeName: 'Shri Pawapuri Tirth Trust', upiId: 'mandir@upi' },
      previous: null,
      askedBy: 'owner@example.in',
      askedAt: '2026-11-22T06:30:00.000Z',
      dueAt: '2026-11-23T06:30:00.000Z',
      mayApprove: false,
      approveRefusal: 'You asked for this change: another owner must approve it, or it waits',
      mayCancel: true,
    },
  });
  await userEvent.type(within(form).getByLabelText('Your password (to confirm)'), 'my password');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(
    await screen.findByText(
      'The new payee waits: pilgrims see it from 23 Nov 2026, 12:00 pm, unless another owner approves it sooner or cancels it. Every owner has been told.',
    ),
  ).toBeVisible();
});

test('a banner to every keeper for 7 days after the donation details change', async () => {
  const api = fakeContentApi();
  api.list.mockResolvedValue({ ...LIST, donationChangedAt: '2026-11-20T06:00:00.000Z' });
  renderIn(
    <ContentPage api={api} keepers={fakeKeeperApi('editor')} now={() => NOW} />,
    '/admin/content',
  );
  expect(await screen.findByText(/The donation details were changed on/)).toBeVisible();
});

test('no banner once 7 days have passed', async () => {
  const api = fakeContentApi();
  api.list.mockResolvedValue(LIST);
  api.list.mockResolvedValue({ ...LIST, donationChangedAt: '2026-11-19T05:59:00.000Z' });
  renderIn(
    <ContentPage api={api} keepers={fakeKeeperApi('owner')} now={() => NOW} />,
    '/admin/content',
  );
  await screen.findByRole('heading', { name: 'Places to stay' });
  expect(screen.queryByText(/The donation details were changed/)).toBeNull();
});

test('an analyst, who edits no content, sees the banner too (from the public content), on any keeper page', async () => {
  const api = fakeContentApi();
  api.siteContent.mockResolvedValue({
    donation: { publishedAt: '2026-11-25T06:00:00.000Z' },
  });
  renderIn(
    <ContentPage api={api} keepers={fakeKeeperApi('analyst')} now={() => NOW} />,
    '/admin/content',
  );
  expect(await screen.findByText(/The donation details were changed on/)).toBeVisible();
  expect(api.list).not.toHaveBeenCalled();
});

test('a place without a public point: both coordinates cleared, it is published with none', async () => {
  const api = open('/admin/content?item=place%2Fjal-mandir');
  api.get.mockResolvedValue(itemOf('place', 'jal-mandir', PLACE));
  const form = await screen.findByRole('form', { name: 'Edit Jal Mandir' });
  await userEvent.clear(within(form).getByLabelText(/^Latitude/));
  await userEvent.clear(within(form).getByLabelText(/^Longitude/));
  const saved = itemOf('place', 'jal-mandir', { ...PLACE, coordinates: null }, 4);
  api.saveDraft.mockResolvedValue({ ...saved, status: 'changed' });
  api.publish.mockResolvedValue(saved);
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(api.saveDraft).toHaveBeenCalledWith('place', 'jal-mandir', {
    expectedRevision: 3,
    data: { ...PLACE, coordinates: null },
  });
  expect(api.publish).toHaveBeenCalledWith('place', 'jal-mandir', { expectedRevision: 4 });
});

test('one coordinate alone is said at the missing one, in the keeper’s language, before anything is sent', async () => {
  const api = open('/admin/content?item=place%2Fjal-mandir', 'editor', 'hi');
  api.get.mockResolvedValue(itemOf('place', 'jal-mandir', PLACE));
  const form = await screen.findByRole('form', { name: 'Jal Mandir बदलें' });
  const longitude = within(form).getByLabelText(/^देशांतर/);
  await userEvent.clear(longitude);
  await userEvent.click(within(form).getByRole('button', { name: 'मसौदा सहेजें' }));
  expect(longitude).toHaveAttribute('aria-invalid', 'true');
  expect(longitude).toHaveAccessibleDescription(
    'अक्षांश और देशांतर दोनों लिखें, या स्थान का अपना सार्वजनिक बिंदु न हो तो दोनों खाली छोड़ें (तब नक़्शे का लिंक नहीं दिखेगा)।',
  );
  expect(within(form).getByLabelText(/^अक्षांश/)).not.toHaveAttribute('aria-invalid');
  expect(api.saveDraft).not.toHaveBeenCalled();
});
