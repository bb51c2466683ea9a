import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import './i18n/register';
import { PlaceholderPage } from './pages/placeholder-page';

/** Every page of this remote, by absolute path (exposed as `remote_content/Routes`). */
export default function ContentRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="/" element={<PlaceholderPage path="/" />} />
      <Route path="/jal-mandir" element={<PlaceholderPage path="/jal-mandir" />} />
      <Route path="/jal-mandir/history" element={<PlaceholderPage path="/jal-mandir/history" />} />
      <Route
        path="/jal-mandir/history/ancient"
        element={<PlaceholderPage path="/jal-mandir/history/ancient" />}
      />
      <Route
        path="/jal-mandir/history/medieval"
        element={<PlaceholderPage path="/jal-mandir/history/medieval" />}
      />
      <Route
        path="/jal-mandir/history/modern"
        element={<PlaceholderPage path="/jal-mandir/history/modern" />}
      />
      <Route
        path="/jal-mandir/architecture"
        element={<PlaceholderPage path="/jal-mandir/architecture" />}
      />
      <Route
        path="/jal-mandir/architecture/design"
        element={<PlaceholderPage path="/jal-mandir/architecture/design" />}
      />
      <Route
        path="/jal-mandir/architecture/restoration"
        element={<PlaceholderPage path="/jal-mandir/architecture/restoration" />}
      />
      <Route path="/jal-mandir/timings" element={<PlaceholderPage path="/jal-mandir/timings" />} />
      <Route path="/gaon-mandir" element={<PlaceholderPage path="/gaon-mandir" />} />
      <Route path="/samosaran" element={<PlaceholderPage path="/samosaran" />} />
      <Route path="/other-temples" element={<PlaceholderPage path="/other-temples" />} />
      <Route path="/about" element={<PlaceholderPage path="/about" />} />
      <Route path="/gallery" element={<PlaceholderPage path="/gallery" />} />
      <Route path="/donate" element={<PlaceholderPage path="/donate" />} />
      <Route path="/hotels" element={<PlaceholderPage path="/hotels" />} />
      <Route path="/cabs" element={<PlaceholderPage path="/cabs" />} />
      <Route path="/transport/buses" element={<PlaceholderPage path="/transport/buses" />} />
      <Route path="/transport/trains" element={<PlaceholderPage path="/transport/trains" />} />
      <Route path="/nearby-places" element={<PlaceholderPage path="/nearby-places" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
