import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import './i18n/register';
import { PlaceholderPage } from './pages/placeholder-page';
import { AnalyticsPage } from './features/analytics/components/analytics-page';
import { TestVisitorPage } from './features/test-visitor/components/test-visitor-page';

/** Every page of this remote, by absolute path (exposed as `remote_visitors/Routes`). */
export default function VisitorsRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="/analytics" element={<AnalyticsPage />} />
      <Route path="/test-visitor" element={<TestVisitorPage />} />
      <Route path="/admin" element={<PlaceholderPage path="/admin" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
