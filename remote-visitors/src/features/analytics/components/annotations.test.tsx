/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Annotation, AnnotationList, ShareGrant, SharedLinkInfo } from '@pawapuri/shared';
import {
  apiError,
  apiUrl,
  http,
  HttpResponse,
  setupTestNetwork,
} from '@pawapuri/shared/testing/network';
import { dashboardView } from '../testing/dashboard-fixtures';

// jsdom has no canvas: the chart's drawing is replaced; its markers, tooltip and table are real.
jest.mock('./uplot-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="canvas" />,
}));

import { VisitsChart } from './visits-chart';
import { SharedDashboardPage } from './shared-dashboard-page';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();

const NOTES: Annotation[] = [
  { id: '7', day: '2026-11-19', text: 'Message sent to the groups', kind: 'note' },
  { id: 'festival:x:2026-11-21', day: '2026-11-21', text: 'Diwali', kind: 'festival' },
];

const SHARED = apiUrl('/api/shared');
// A share link's view reads its dashboard (always filtered to mobile) and its notes.
const network = setupTestNetwork(
  http.get(`${SHARED}/dashboard`, () =>
    HttpResponse.json(dashboardView({ filters: { device: 'mobile' } })),
  ),
  http.get(`${SHARED}/annotations`, () =>
    HttpResponse.json<AnnotationList>({ annotations: NOTES }),
  ),
);

describe('annotations on the chart', () => {
  it('marks each noted day, with its text on focus and in the table', async () => {
    const user = userEvent.setup();
    render(<VisitsChart view={dashboardView()} annotations={NOTES} />);
    const markers = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('button');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Note on .*19.*: Message sent to the groups$/),
      expect.stringMatching(/^Festival on .*21.*: Diwali$/),
    ]);
    await user.tab(); // Show as table
    await user.tab(); // the chart
    await user.tab(); // the first marker
    expect(markers[0]).toHaveFocus();
    const tip = document.getElementById(markers[0]!.getAttribute('aria-describedby')!);
    expect(tip).toHaveTextContent('Message sent to the groups');
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByRole('columnheader', { name: 'Notes', hidden: true })).toBeTruthy();
    const row = within(table).getAllByRole('row', { hidden: true })[3]!;
    expect(row).toHaveTextContent('Message sent to the groups');
  });

  it('shows no markers and no notes column without annotations', () => {
    render(<VisitsChart view={dashboardView()} />);
    expect(screen.queryByRole('list', { name: 'Notes' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Notes', hidden: true })).toBeNull();
  });
});

describe('the shared view', () => {
  const open = (hash = '#tok') =>
    render(
      <MemoryRouter initialEntries={[`/analytics/shared${hash}`]}>
        <SharedDashboardPage />
      </MemoryRouter>,
    );
  const linkInfo = (answer: SharedLinkInfo | Response) =>
    network.answer(
      http.get(`${SHARED}/link`, () =>
        answer instanceof Response ? answer : HttpResponse.json(answer),
      ),
    );

  it('asks for the password, then shows the dashboard read-only with its fixed filter', async () => {
    const user = userEvent.setup();
    linkInfo({
      label: 'Committee',
      needsPassword: true,
      expiresAt: null,
      filters: { device: 'mobile' },
    });
    network.answer(
      http.post(`${SHARED}/unlock`, () => apiError(401, 'wrong'), { once: true }),
      http.post(`${SHARED}/unlock`, () =>
        HttpResponse.json<ShareGrant>({ grant: 'g1', expiresAt: '2026-11-23T00:00:00.000Z' }),
      ),
    );
    open();
    const field = await screen.findByLabelText('Password');
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('That password is not right.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'lotus pond');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/“Committee”/)).toBeTruthy();
    expect(await screen.findByText(/Always filtered: .*mobile/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /CSV|PDF|report/i })).toBeNull();
    const unlocks = network.sentTo('/api/shared/unlock');
    expect(await Promise.all(unlocks.map((request) => request.json()))).toEqual([
      { password: 'nope' },
      { password: 'lotus pond' },
    ]);
    // The token and the grant go in headers, never in the address; no cookie goes with them.
    const [view] = network.sentTo('/api/shared/dashboard');
    expect(view!.url.search).not.toMatch(/tok|g1/);
    expect(view!.headers.get('X-Share-Token')).toBe('tok');
    expect(view!.headers.get('X-Share-Grant')).toBe('g1');
    expect(view!.credentials).not.toBe('include');
    expect(unlocks[0]!.headers.get('X-Share-Grant')).toBeNull();
  });

  it.each([
    [404, 'This share link was revoked or does not exist.'],
    [410, 'This share link has expired.'],
  ])('says so when the link answers %i', async (status, message) => {
    linkInfo(apiError(status, 'x'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says the address holds no link when it has no token', async () => {
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent('holds no share link');
    expect(network.sent()).toEqual([]);
  });
});
