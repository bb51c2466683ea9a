import { SAVED_COPY_TEXT } from '../offline/saved-copy-text';
import type { ShellCatalog } from './en';

/** Hindi strings of the shell. */
export const hi: ShellCatalog = {
  badge: {
    new: 'नया',
    count_one: '{{count}} पृष्ठ',
    count_other: '{{count}} पृष्ठ',
    rupee: 'दान',
  },
  topBar: {
    mainNav: 'मुख्य नेविगेशन',
    openMenu: 'मेनू खोलें',
    closeMenu: 'मेनू बंद करें',
    mobileMenu: 'मेनू',
    language: 'भाषा',
    skipToContent: 'मुख्य सामग्री पर जाएँ',
    homeLink: 'पावापुरी, मुख्य पृष्ठ',
    overview: '{{title}}: परिचय',
  },
  sidebar: {
    label: 'साइडबार',
    collapse: 'साइडबार छोटा करें',
    expand: 'साइडबार बड़ा करें',
    search: 'मेनू में खोजें',
    searchPlaceholder: 'खोजें…',
    noResults: '“{{query}}” से कोई पृष्ठ नहीं मिला',
    expandItem: '{{title}} के पृष्ठ दिखाएँ',
    collapseItem: '{{title}} के पृष्ठ छिपाएँ',
    welcome: 'स्वागत है, आगंतुक',
    welcomeNote: 'जय जिनेन्द्र',
  },
  footer: {
    quickLinks: 'त्वरित लिंक',
    location: 'पता',
    locationText: 'पावापुरी, नालंदा ज़िला, बिहार',
    hours: 'मंदिर का समय',
    publishedHours: '{{name}}: आमतौर पर {{sessions}}। उस दिन का समय मंदिर कार्यालय से पूछ लें।',
    confirmedHours: '{{name}}: {{sessions}} ({{date}} को पुष्टि की गई)।',
    noHours: 'उस दिन का समय मंदिर कार्यालय से पूछ लें।',
    donateTitle: 'साइट का सहयोग करें',
    donateText: 'इस तीर्थ मार्गदर्शिका को निःशुल्क और अद्यतन रखने में मदद करें।',
    donateButton: 'दान करें',
    visitors: 'कुल आगंतुक',
    privacy: 'गोपनीयता',
    accessibility: 'सुगम्यता',
    rights:
      '© {{year}} पावापुरी तीर्थ मार्गदर्शिका। तीर्थयात्रियों और यात्रियों के लिए स्नेह से बनाई गई।',
  },
  notFound: {
    title: 'पृष्ठ नहीं मिला',
    text: 'हमें {{path}} नहीं मिला। हो सकता है यह हटा दिया गया हो या पता गलत लिखा गया हो।',
    home: 'मुख्य पृष्ठ पर जाएँ',
    gallery: 'चित्र दीर्घा देखें',
  },
  offline: {
    banner: 'आप ऑफ़लाइन हैं — सहेजे गए पृष्ठ दिखाए जा रहे हैं।',
    savedCopy: SAVED_COPY_TEXT.hi.banner,
    keeperPage: 'व्यवस्थापकों के पृष्ठों के लिए कनेक्शन चाहिए।',
    updateAvailable: 'नया संस्करण उपलब्ध है',
    reload: 'फिर से लोड करें',
  },
  remote: {
    unavailableTitle: 'यह भाग अभी उपलब्ध नहीं है',
    unavailableText:
      'साइट का यह भाग अभी लोड नहीं हो सका। बाकी साइट काम कर रही है। कृपया फिर से कोशिश करें।',
  },
};
