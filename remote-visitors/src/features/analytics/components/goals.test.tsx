import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Goal, GoalDefinition, GoalFigure, KeeperRole } from '@pawapuri/shared';
import { dashboardView } from '../testing/dashboard-fixtures';
import { identityAs } from '../../../keeper/testing/keeper-fixtures';

// jsdom has no canvas: the chart's drawing is replaced; everything else is real.
jest.mock('./uplot-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="canvas" />,
}));

import { Dashboard } from './dashboard';
import { KeeperTools } from './keeper-tools';
import { SharedDashboardPage } from './shared-dashboard-page';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  credentials?: RequestCredentials;
}
type Answer = { status: number; json?: unknown } | Promise<never>;

/** The API as these tests see it: the goals it holds, and every call made to it. */
let goals: Goal[];
let calls: Call[];
let role: KeeperRole | null;
let dashboardAnswer: (call: Call) => Answer;

const CALLED: Goal = {
  id: 1,
  name: 'Called a dharamshala',
  event: 'call',
  property: 'listing',
  value: 'Jal Mandir Dharamshala',
};
const STAYS: Goal = { id: 2, name: 'Saw a stay', page: '/stays/*' };

/** Each goal's figures: this period's and the one before, as the API answers them. */
const figuresOf = (goal: Goal): GoalFigure => ({
  id: goal.id,
  name: goal.name,
  uniques: { value: 12 * goal.id, previous: 10 * goal.id },
  total: { value: 15 * goal.id, previous: 15 * goal.id },
  rate: { value: 0.003, previous: 0 },
});

const viewAnswer = (call: Call): Answer => {
  const goal = call.query.get('goal');
  if (goal !== null && !goals.some((known) => String(known.id) === goal)) {
    return { status: 400, json: { message: `No goal has the id ${goal}`, field: 'goal' } };
  }
  return {
    status: 200,
    json: dashboardView({
      filters: Object.fromEntries([...call.query].filter(([key]) => key === 'source')),
      ...(goal === null ? {} : { goal: Number(goal) }),
      goals: goals.map(figuresOf),
      events: [
        { name: 'call', events: 30 },
        { name: 'temple-bell', events: 10 },
      ],
    }),
  };
};

/** Answers a request as the visitor API would, checking what the page sent. */
function answer(call: Call): Answer {
  const { method, path } = call;
  if (path === '/api/keepers/me') {
    return role ? { status: 200, json: identityAs(role) } : { status: 401, json: {} };
  }
  if (path === '/api/visitors/dashboard' || path === '/api/shared/dashboard') {
    return dashboardAnswer(call);
  }
  if (path === '/api/visitors/annotations' || path === '/api/shared/annotations') {
    return { status: 200, json: { annotations: [] } };
  }
  if (path === '/api/shared/link') {
    return {
      status: 200,
      json: { label: 'Committee', needsPassword: false, expiresAt: null, filters: {} },
    };
  }
  if (path === '/api/keepers/share-links') return { status: 200, json: { links: [] } };
  if (path === '/api/visitors/event-names') {
    return { status: 200, json: { builtIn: ['call', 'directions'], custom: ['temple-bell'] } };
  }
  if (path === '/api/visitors/goals' && method === 'GET') return { status: 200, json: { goals } };
  if (path === '/api/visitors/goals' && method === 'POST') {
    const body = call.body as GoalDefinition;
    if (body.page !== undefined && !body.page.startsWith('/')) {
      return { status: 400, json: { message: 'body/page must match pattern "^/"', field: 'page' } };
    }
    if (body.property !== undefined && body.value === undefined) {
      return {
        status: 400,
        json: { message: 'value: a property needs the value to match', field: 'value' },
      };
    }
    goals = [...goals, { id: goals.length + 10, ...body }];
    return { status: 201, json: { goals } };
  }
  const removal = /^\/api\/visitors\/goals\/(\d+)$/.exec(path);
  if (removal && method === 'DELETE') {
    goals = goals.filter((goal) => goal.id !== Number(removal[1]));
    return { status: 200, json: { goals } };
  }
  return { status: 404, json: { message: `No route ${method} ${path}` } };
}

beforeEach(() => {
  goals = [CALLED, STAYS];
  calls = [];
  role = null;
  dashboardAnswer = viewAnswer;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const { status, json } = await answer(call);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(),
      json: () => Promise.resolve(json),
    } as unknown as Response;
  }) as unknown as typeof fetch;
});

const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
const lastDashboardQuery = () => callsTo('GET', '/api/visitors/dashboard').at(-1)!.query;

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

function open(search = '') {
  return render(
    <MemoryRouter initialEntries={[`/analytics${search}`]}>
      <Dashboard tools={(context) => <KeeperTools context={context} />} />
      <Address />
    </MemoryRouter>,
  );
}

const goalsPanel = () => screen.getByRole('region', { name: 'Goals' });
/** The first view's headline card: the dashboard has its answer (the fixture's visits). */
const loaded = () => screen.findByText('1,23,456');

describe('the goals panel', () => {
  it('shows each goal’s conversions and rate against the previous period, and the events', async () => {
    open();
    await loaded();
    const row = await within(goalsPanel()).findByRole('row', { name: /Called a dharamshala/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('12▲ 20%');
    expect(cells[0]).toHaveTextContent('up 20%');
    expect(cells[1]).toHaveTextContent('15');
    expect(cells[1]).toHaveTextContent('no change');
    expect(cells[2]).toHaveTextContent('0.3%');
    const events = screen.getByRole('region', { name: 'Events' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Calls (phone links)3075%', 'temple-bell1025%']);
  });

  it('says there are no goals yet and how to add one', async () => {
    goals = [];
    open();
    await loaded();
    expect(await within(goalsPanel()).findByText('No goals yet.')).toBeVisible();
    expect(goalsPanel()).toHaveTextContent('analyst or owner role adds one under “Define goals”');
  });

  it('says the goals are loading, then that they could not be loaded', async () => {
    let fail: (error: Error) => void = () => undefined;
    dashboardAnswer = () => new Promise<never>((_resolve, reject) => (fail = reject));
    open();
    expect(goalsPanel()).toHaveAttribute('aria-busy', 'true');
    expect(goalsPanel()).toHaveTextContent('Loading goals…');
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByText('The goals could not be loaded.')).toBeVisible();
    expect(goalsPanel()).toHaveTextContent('The goals could not be loaded.');
    expect(goalsPanel()).toHaveAttribute('aria-busy', 'false');
  });
});

describe('the goal filter', () => {
  it('filters every breakdown by the goal clicked, as a chip kept in the address', async () => {
    const user = userEvent.setup();
    open('?source=WhatsApp');
    await loaded();
    const button = await within(goalsPanel()).findByRole('button', {
      name: 'Filter by goal: Called a dharamshala',
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(address()).toBe('?source=WhatsApp&goal=1');
    await waitFor(() =>
      expect(lastDashboardQuery().toString()).toBe('period=30d&source=WhatsApp&goal=1'),
    );
    const chip = await screen.findByRole('button', {
      name: 'Remove filter Goal: Called a dharamshala',
    });
    expect(chip).toHaveTextContent('Goal: Called a dharamshala');
    expect(
      within(goalsPanel()).getByRole('button', { name: 'Filter by goal: Called a dharamshala' }),
    ).toHaveAttribute('aria-pressed', 'true');

    chip.focus();
    await user.keyboard('{Delete}');
    expect(address()).toBe('?source=WhatsApp');
    await waitFor(() => expect(lastDashboardQuery().toString()).toBe('period=30d&source=WhatsApp'));
    // The focus moves to the chip left in its place.
    expect(screen.getByRole('button', { name: 'Remove filter Source: WhatsApp' })).toHaveFocus();
  });

  it('opens a goal-filtered link with its chip, and Clear all drops the goal too', async () => {
    const user = userEvent.setup();
    open('?goal=2');
    await loaded();
    expect(
      await screen.findByRole('button', { name: 'Remove filter Goal: Saw a stay' }),
    ).toBeVisible();
    expect(lastDashboardQuery().get('goal')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(address()).toBe('');
  });

  it('drops a goal the API no longer has from the address, and shows the view without it', async () => {
    open('?period=7d&goal=99');
    await loaded();
    await waitFor(() => expect(address()).toBe('?period=7d'));
    expect(lastDashboardQuery().toString()).toBe('period=7d');
    expect(screen.queryByRole('button', { name: /Remove filter Goal/ })).not.toBeInTheDocument();
  });
});

describe('defining goals', () => {
  it('lets an analyst add a goal, showing the API’s refusal at the field it names', async () => {
    role = 'analyst';
    const user = userEvent.setup();
    open();
    await loaded();
    const editor = await screen.findByRole('region', { name: 'Define goals' });
    await user.type(await within(editor).findByLabelText('Name'), 'Called a taxi');
    await user.click(within(editor).getByLabelText('An event'));
    const event = within(editor).getByLabelText('Event');
    expect(
      within(event)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Calls (phone links) (call)',
      'Directions (maps) (directions)',
      'temple-bell (temple-bell)',
    ]);
    await user.selectOptions(event, 'call');
    await user.type(within(editor).getByLabelText(/^Property/), 'listing');
    await user.click(within(editor).getByRole('button', { name: 'Add goal' }));

    const value = within(editor).getByLabelText('Value of the property');
    await waitFor(() => expect(value).toHaveAttribute('aria-invalid', 'true'));
    expect(value).toHaveAccessibleDescription('value: a property needs the value to match');
    expect(callsTo('POST', '/api/visitors/goals')[0]).toMatchObject({
      body: { name: 'Called a taxi', event: 'call', property: 'listing' },
      credentials: 'include',
    });

    await user.type(value, 'Pawapuri Cabs');
    await user.click(within(editor).getByRole('button', { name: 'Add goal' }));
    expect(await within(editor).findByRole('status')).toHaveTextContent(
      'Goal “Called a taxi” added.',
    );
    expect(callsTo('POST', '/api/visitors/goals')[1]!.body).toEqual({
      name: 'Called a taxi',
      event: 'call',
      property: 'listing',
      value: 'Pawapuri Cabs',
    });
    expect(value).not.toHaveAttribute('aria-invalid');
    // The dashboard is read again: the new goal has its figures.
    expect(
      await within(goalsPanel()).findByRole('button', { name: 'Filter by goal: Called a taxi' }),
    ).toBeVisible();
    expect(within(editor).getByText(/event call with listing = Pawapuri Cabs/)).toBeVisible();
  });

  it('adds a page goal with a wildcard, refused at the page when the API says so', async () => {
    role = 'owner';
    const user = userEvent.setup();
    open();
    await loaded();
    const editor = await screen.findByRole('region', { name: 'Define goals' });
    await user.type(await within(editor).findByLabelText('Name'), 'Read about Diwali');
    const page = within(editor).getByLabelText(/^Page/);
    await user.type(page, 'diwali*');
    await user.click(within(editor).getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(page).toHaveAttribute('aria-invalid', 'true'));
    expect(page).toHaveAccessibleDescription('body/page must match pattern "^/"');
    expect(goals).toHaveLength(2);

    await user.clear(page);
    await user.type(page, '/diwali*');
    await user.click(within(editor).getByRole('button', { name: 'Add goal' }));
    expect(await within(editor).findByRole('status')).toHaveTextContent(
      'Goal “Read about Diwali” added.',
    );
    expect(callsTo('POST', '/api/visitors/goals').map((call) => call.body)).toEqual([
      { name: 'Read about Diwali', page: 'diwali*' },
      { name: 'Read about Diwali', page: '/diwali*' },
    ]);
    expect(await within(editor).findByText(/page \/diwali\*/)).toBeVisible();
  });

  it('removes a goal after asking, and drops its filter from the address', async () => {
    role = 'analyst';
    const user = userEvent.setup();
    open('?goal=1');
    await loaded();
    const editor = await screen.findByRole('region', { name: 'Define goals' });
    const remove = await within(editor).findByRole('button', {
      name: 'Remove goal Called a dharamshala',
    });
    await user.click(remove);
    expect(editor).toHaveTextContent('Remove the goal “Called a dharamshala”?');
    expect(within(editor).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/api/visitors/goals/1')).toHaveLength(0);
    expect(
      within(editor).getByRole('button', { name: 'Remove goal Called a dharamshala' }),
    ).toHaveFocus();

    await user.click(
      within(editor).getByRole('button', { name: 'Remove goal Called a dharamshala' }),
    );
    await user.click(within(editor).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(editor).findByRole('status')).toHaveTextContent(
      'Goal “Called a dharamshala” removed.',
    );
    expect(callsTo('DELETE', '/api/visitors/goals/1')[0]!.credentials).toBe('include');
    await waitFor(() => expect(address()).toBe(''));
    await waitFor(() =>
      expect(
        within(goalsPanel()).queryByRole('button', { name: /Called a dharamshala/ }),
      ).not.toBeInTheDocument(),
    );
  });

  it.each([['editor' as const], [null]])(
    'shows the figures but no goal controls to %s',
    async (who) => {
      role = who;
      open();
      await loaded();
      expect(
        await within(goalsPanel()).findByRole('button', {
          name: 'Filter by goal: Called a dharamshala',
        }),
      ).toBeVisible();
      await waitFor(() => expect(callsTo('GET', '/api/keepers/me')).toHaveLength(1));
      expect(screen.queryByRole('region', { name: 'Define goals' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Remove goal/ })).not.toBeInTheDocument();
      expect(callsTo('GET', '/api/visitors/event-names')).toHaveLength(0);
    },
  );

  it('shows a share link’s reader the figures and the goal filter, never the controls', async () => {
    role = 'owner';
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/analytics/shared#share-token']}>
        <SharedDashboardPage />
        <Address />
      </MemoryRouter>,
    );
    await loaded();
    const goal = within(goalsPanel()).getByRole('button', { name: 'Filter by goal: Saw a stay' });
    await user.click(goal);
    await waitFor(() =>
      expect(callsTo('GET', '/api/shared/dashboard').at(-1)!.query.get('goal')).toBe('2'),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Goal: Saw a stay' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Define goals' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/keepers'))).toBe(false);
  });
});
