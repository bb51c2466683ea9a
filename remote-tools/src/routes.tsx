import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import './i18n/register';
import { PlaceholderPage } from './pages/placeholder-page';
import { UnitConverter } from './features/unit-converter/components/unit-converter';

/** Every page of this remote, by absolute path (exposed as `remote_tools/Routes`). */
export default function ToolsRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="/tools/pdf-to-word" element={<PlaceholderPage path="/tools/pdf-to-word" />} />
      <Route path="/tools/word-to-pdf" element={<PlaceholderPage path="/tools/word-to-pdf" />} />
      <Route path="/tools/excel-to-pdf" element={<PlaceholderPage path="/tools/excel-to-pdf" />} />
      <Route path="/tools/ppt-to-pdf" element={<PlaceholderPage path="/tools/ppt-to-pdf" />} />
      <Route path="/tools/image-editor" element={<PlaceholderPage path="/tools/image-editor" />} />
      <Route path="/tools/unit-converter" element={<UnitConverter />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
