import { textEn } from './text-en';
import { featuresEn } from './features-en';

/** English strings of this remote. */
export const en = {
  pages: {
    '/': 'Home',
    '/jal-mandir': 'Jal Mandir',
    '/jal-mandir/history': 'History of the Jal Mandir',
    '/jal-mandir/history/ancient': 'Ancient history',
    '/jal-mandir/history/medieval': 'Medieval history',
    '/jal-mandir/history/modern': 'Modern history',
    '/jal-mandir/architecture': 'Architecture of the Jal Mandir',
    '/jal-mandir/architecture/design': 'Temple design',
    '/jal-mandir/architecture/restoration': 'Restoration',
    '/jal-mandir/timings': 'Jal Mandir timings',
    '/gaon-mandir': 'Gaon Mandir',
    '/samosaran': 'Samosaran',
    '/other-temples': 'Other temples',
    '/about': 'About Pawapuri',
    '/gallery': 'Gallery',
    '/donate': 'Donate',
    '/hotels': 'Hotels',
    '/cabs': 'Cabs and transport',
    '/transport/buses': 'Buses',
    '/transport/trains': 'Trains',
    '/privacy': 'Privacy',
    '/nearby-places': 'Nearby places',
  },
  text: textEn,
  ...featuresEn,
};
