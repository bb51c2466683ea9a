import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import './i18n/register';
import { AdminPage } from './features/admin/components/admin-page';
import { AnalyticsPage } from './features/analytics/components/analytics-page';
import { TestVisitorPage } from './features/test-visitor/components/test-visitor-page';

/** Every page of this remote, by absolute path (exposed as `remote_visitors/Routes`). */
export default function VisitorsRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="/analytics" element={<AnalyticsPage />} />
      <Route path="/test-visitor" element={<TestVisitorPage />} />
      <Route path="/admin" element={<AdminPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
