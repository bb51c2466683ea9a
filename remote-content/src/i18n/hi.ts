import type { en } from './en';

/** Hindi strings every page of this remote uses (same keys as en.ts). */
export const hi: typeof en = {
  pages: {
    '/': 'मुख्य पृष्ठ',
    '/jal-mandir': 'जल मंदिर',
    '/jal-mandir/history': 'जल मंदिर का इतिहास',
    '/jal-mandir/history/ancient': 'प्राचीन इतिहास',
    '/jal-mandir/history/medieval': 'मध्यकालीन इतिहास',
    '/jal-mandir/history/modern': 'आधुनिक इतिहास',
    '/jal-mandir/architecture': 'जल मंदिर की वास्तुकला',
    '/jal-mandir/architecture/design': 'मंदिर की रचना',
    '/jal-mandir/architecture/restoration': 'जीर्णोद्धार',
    '/jal-mandir/timings': 'जल मंदिर का समय',
    '/gaon-mandir': 'गाँव मंदिर',
    '/samosaran': 'समोसरण',
    '/other-temples': 'अन्य मंदिर',
    '/about': 'पावापुरी के बारे में',
    '/gallery': 'चित्र दीर्घा',
    '/donate': 'दान करें',
    '/hotels': 'होटल',
    '/cabs': 'कैब और परिवहन',
    '/transport/buses': 'बसें',
    '/transport/trains': 'ट्रेनें',
    '/privacy': 'गोपनीयता',
    '/nearby-places': 'आसपास के स्थान',
  },
};
