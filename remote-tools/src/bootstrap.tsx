import { bootStandalone } from '@pawapuri/shared';
import Routes from './routes';

// Standalone: this remote on its own port, in a minimal frame.
bootStandalone({
  title: 'Pawapuri · Tools (standalone)',
  links: [
    { path: '/tools/pdf-to-word', label: 'PDF to Word' },
    { path: '/tools/word-to-pdf', label: 'Word to PDF' },
    { path: '/tools/excel-to-pdf', label: 'Excel to PDF' },
    { path: '/tools/ppt-to-pdf', label: 'PowerPoint to PDF' },
    { path: '/tools/image-editor', label: 'Image editor' },
    { path: '/tools/unit-converter', label: 'Unit converter' },
  ],
  Routes,
});
