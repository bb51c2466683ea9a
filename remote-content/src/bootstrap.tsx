import { bootStandalone } from '@pawapuri/shared';
import Routes from './routes';

// Standalone: this remote on its own port, in a minimal frame.
bootStandalone({
  title: 'Pawapuri · Content (standalone)',
  links: [
    { path: '/', label: 'Home' },
    { path: '/jal-mandir', label: 'Jal Mandir' },
    { path: '/jal-mandir/history', label: 'History of the Jal Mandir' },
    { path: '/jal-mandir/history/ancient', label: 'Ancient history' },
    { path: '/jal-mandir/history/medieval', label: 'Medieval history' },
    { path: '/jal-mandir/history/modern', label: 'Modern history' },
    { path: '/jal-mandir/architecture', label: 'Architecture of the Jal Mandir' },
    { path: '/jal-mandir/architecture/design', label: 'Temple design' },
  ],
  Routes,
});
