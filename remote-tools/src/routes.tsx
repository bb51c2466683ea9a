import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import './i18n/register';
import { UnitConverter } from './features/unit-converter/components/unit-converter';
import { ImageEditor } from './features/image-editor/components/image-editor';
import { FileConverter } from './features/file-converter/components/file-converter';
import {
  excelToPdf,
  pdfToWord,
  pptToPdf,
  wordToPdf,
} from './features/file-converter/utils/converters';

/** Every page of this remote, by absolute path (exposed as `remote_tools/Routes`). */
export default function ToolsRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route
        path="/tools/pdf-to-word"
        element={<FileConverter config={pdfToWord} path="/tools/pdf-to-word" />}
      />
      <Route
        path="/tools/word-to-pdf"
        element={<FileConverter config={wordToPdf} path="/tools/word-to-pdf" />}
      />
      <Route
        path="/tools/excel-to-pdf"
        element={<FileConverter config={excelToPdf} path="/tools/excel-to-pdf" />}
      />
      <Route
        path="/tools/ppt-to-pdf"
        element={<FileConverter config={pptToPdf} path="/tools/ppt-to-pdf" />}
      />
      <Route path="/tools/image-editor" element={<ImageEditor />} />
      <Route path="/tools/unit-converter" element={<UnitConverter />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
