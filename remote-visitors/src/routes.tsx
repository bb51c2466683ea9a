import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import './i18n/register';
import { PlaceholderPage } from './pages/placeholder-page';

/** Every page of this remote, by absolute path (exposed as `remote_visitors/Routes`). */
export default function VisitorsRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="/analytics" element={<PlaceholderPage path="/analytics" />} />
      <Route path="/test-visitor" element={<PlaceholderPage path="/test-visitor" />} />
      <Route path="/admin" element={<PlaceholderPage path="/admin" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
