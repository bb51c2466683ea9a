import type { ReactElement } from 'react';
import description from '../remote.json';
import { RemotePages, lazyPage, type RemoteRoutesProps } from '@pawapuri/shared';
import { catalogReady } from './i18n/register';
import {
  excelToPdf,
  pdfToWord,
  pptToPdf,
  wordToPdf,
} from './features/file-converter/utils/converters';

// Each tool is its own chunk, fetched when first visited: the unit converter
// does not download the image editor's canvas code, nor the file converters'.
const UnitConverter = lazyPage('unit-converter', () =>
  import(
    /* webpackChunkName: "unit-converter" */ './features/unit-converter/components/unit-converter'
  ).then((m) => ({
    default: m.UnitConverter,
  })),
);
const ImageEditor = lazyPage('image-editor', () =>
  import(
    /* webpackChunkName: "image-editor" */ './features/image-editor/components/image-editor'
  ).then((m) => ({
    default: m.ImageEditor,
  })),
);
const FileConverter = lazyPage('file-converter', () =>
  import(
    /* webpackChunkName: "file-converter" */ './features/file-converter/components/file-converter'
  ).then((m) => ({
    default: m.FileConverter,
  })),
);

/** The page at each path this remote lists in its remote.json (a test keeps the two alike). */
export const PAGES: Record<string, ReactElement> = {
  '/tools/pdf-to-word': <FileConverter config={pdfToWord} />,
  '/tools/word-to-pdf': <FileConverter config={wordToPdf} />,
  '/tools/excel-to-pdf': <FileConverter config={excelToPdf} />,
  '/tools/ppt-to-pdf': <FileConverter config={pptToPdf} />,
  '/tools/image-editor': <ImageEditor />,
  '/tools/unit-converter': <UnitConverter />,
};

/** Every page of this remote, by absolute path (exposed as `remote_tools/Routes`). */
export default function ToolsRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <RemotePages
      pages={PAGES}
      entries={description.pages}
      notFound={notFound}
      catalogReady={catalogReady}
    />
  );
}
