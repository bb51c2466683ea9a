import type { ReactElement } from 'react';
import description from '../remote.json';
import { RemotePages, type RemoteRoutesProps } from '@pawapuri/shared';
import './i18n/register';
import { AccountsPage } from './features/accounts/components/accounts-page';
import { AdminPage } from './features/admin/components/admin-page';
import { AnalyticsPage } from './features/analytics/components/analytics-page';
import { SharedDashboardPage } from './features/analytics/components/shared-dashboard-page';
import { ContentPage } from './features/content/components/content-page';
import { ChangePasswordPage } from './features/change-password/components/change-password-page';
import { MyDataPage } from './features/my-data/components/my-data-page';
import { SetPasswordPage } from './features/set-password/components/set-password-page';
import { TestVisitorPage } from './features/test-visitor/components/test-visitor-page';

/** The page at each path this remote lists in its remote.json (a test keeps the two alike). */
export const PAGES: Record<string, ReactElement> = {
  '/analytics': <AnalyticsPage />,
  '/analytics/shared': <SharedDashboardPage />,
  '/test-visitor': <TestVisitorPage />,
  '/admin': <AdminPage />,
  '/admin/keepers': <AccountsPage />,
  '/admin/set-password': <SetPasswordPage />,
  '/admin/password': <ChangePasswordPage />,
  '/admin/my-data': <MyDataPage />,
  '/admin/content': <ContentPage />,
};

/** Every page of this remote, by absolute path (exposed as `remote_visitors/Routes`). */
export default function VisitorsRoutes({ notFound }: RemoteRoutesProps) {
  return <RemotePages pages={PAGES} entries={description.pages} notFound={notFound} />;
}
