import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  ApiError,
  type Annotation,
  type DashboardView,
  type SharedLinkInfo,
} from '@pawapuri/shared';
import { dashboardView } from '../testing/dashboard-fixtures';

// jsdom has no canvas: the chart's drawing is replaced; its markers, tooltip and table are real.
jest.mock('./uplot-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="canvas" />,
}));
const info = jest.fn<Promise<SharedLinkInfo>, []>();
const unlock = jest.fn<Promise<{ grant: string; expiresAt: string }>, [string]>();
const dashboard = jest.fn<Promise<DashboardView>, [unknown]>();
const annotations = jest.fn<Promise<{ annotations: Annotation[] }>, [unknown]>();
const grants: (string | null)[] = [];
jest.mock('../api/shared-view-api', () => ({
  sharedViewApi: (_token: string, grant: string | null) => {
    grants.push(grant);
    return {
      info: () => info(),
      unlock: (password: string) => unlock(password),
      dashboard: (query: unknown) => dashboard(query),
      annotations: (query: unknown) => annotations(query),
    };
  },
}));

import { VisitsChart } from './visits-chart';
import { SharedDashboardPage } from './shared-dashboard-page';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();

const NOTES: Annotation[] = [
  { id: '7', day: '2026-11-19', text: 'Message sent to the groups', kind: 'note' },
  { id: 'festival:x:2026-11-21', day: '2026-11-21', text: 'Diwali', kind: 'festival' },
];

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
  beforeEach(() => {
    jest.resetAllMocks();
    grants.length = 0;
    dashboard.mockResolvedValue(dashboardView({ filters: { device: 'mobile' } }));
    annotations.mockResolvedValue({ annotations: NOTES });
  });

  it('asks for the password, then shows the dashboard read-only with its fixed filter', async () => {
    const user = userEvent.setup();
    info.mockResolvedValue({
      label: 'Committee',
      needsPassword: true,
      expiresAt: null,
      filters: { device: 'mobile' },
    });
    unlock.mockRejectedValueOnce(new ApiError(401, 'wrong'));
    unlock.mockResolvedValueOnce({ grant: 'g1', expiresAt: '2026-11-23T00:00:00.000Z' });
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
    expect(unlock).toHaveBeenLastCalledWith('lotus pond');
    expect(grants.at(-1)).toBe('g1');
    expect(screen.queryByRole('button', { name: /CSV|PDF|report/i })).toBeNull();
  });

  it.each([
    [404, 'This share link was revoked or does not exist.'],
    [410, 'This share link has expired.'],
  ])('says so when the link answers %i', async (status, message) => {
    info.mockRejectedValue(new ApiError(status, 'x'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says the address holds no link when it has no token', async () => {
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent('holds no share link');
    expect(info).not.toHaveBeenCalled();
  });
});
