/**
 * @jest-environment node
 */
import { renderOnServerAndHydrate } from '@pawapuri/shared/testing/server-render';
import { waitFor } from '@testing-library/react';
import { dashboardView } from '../testing/dashboard-fixtures';
import { CHART_HEIGHT, VisitsChart } from './visits-chart';
import '../../../i18n/register';

// The canvas chart stands in as a marker: what matters is when it is loaded.
jest.mock('./uplot-chart', () => ({
  __esModule: true,
  default: () => <div data-chart="drawn" />,
}));

test('the server renders a box of the chart size without the chart library; the browser then draws it', async () => {
  const { html, errors, container } = await renderOnServerAndHydrate(
    <VisitsChart view={dashboardView()} />,
  );
  expect(errors).toEqual([]);
  expect(html).not.toContain('data-chart');
  expect(html).toContain(`height:${CHART_HEIGHT}px`);
  expect(html).toContain('chartPlaceholder');
  expect(html).toContain('<table');
  await waitFor(() => expect(container.querySelector('[data-chart="drawn"]')).not.toBeNull());
});
