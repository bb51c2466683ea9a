import { bootStandalone } from '@pawapuri/shared';
import Routes from './routes';

// Standalone: this remote on its own port, in a minimal frame.
bootStandalone({
  title: 'Pawapuri · Visitors (standalone)',
  links: [
    { path: '/analytics', label: 'Visitor Analytics Dashboard' },
    { path: '/test-visitor', label: 'Visitor API test' },
    { path: '/admin', label: 'Visitor Admin Dashboard' },
  ],
  Routes,
});
