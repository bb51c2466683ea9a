import { bootStandalone } from '@pawapuri/shared';
import description from '../remote.json';
import Routes from './routes';

// Standalone: this remote on its own port, in a minimal frame linking to its pages.
bootStandalone({
  title: 'Pawapuri · Content (standalone)',
  pages: description.pages,
  Routes,
});
