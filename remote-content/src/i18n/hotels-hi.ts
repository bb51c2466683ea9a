import type { hotelsEn } from './hotels-en';

/** Hindi strings of the hotels page (same keys as hotels-en.ts). */
export const hotelsHi: typeof hotelsEn = {
  lead: 'नीचे दी गई प्रविष्टियाँ उदाहरण हैं, जब तक साइट के व्यवस्थापक इनकी पुष्टि न कर दें: इनके नाम, नंबर, दाम और रेटिंग असली नहीं हैं। धर्मशाला में कमरा बुक करने के लिए मंदिरों की देखरेख करने वाले श्वेतांबर या दिगंबर ट्रस्ट से संपर्क करें।',
  example: 'उदाहरण प्रविष्टि',
  rating: '5 में से {{rating}}',
  distance: 'जल मंदिर से {{km}} किमी',
  price: '{{price}} प्रति रात',
  examplePrice: 'उदाहरण दाम: {{price}} प्रति रात',
  more: '+{{count}} और',
  phone: 'फ़ोन:',
  examplePhone: 'उदाहरण नंबर, इस पर फ़ोन न करें: {{phone}}',
  book: 'अभी बुक करें',
  dharamshala: 'धर्मशाला',
  verifiedOn: 'व्यवस्थापकों ने {{date}} को पुष्टि की',
  maps: {
    mapsTitle: 'मैप में खोलें',
    mapsApp: 'इस फ़ोन का मैप ऐप',
    mapsUniversal: 'गूगल मैप्स',
    mapsOpenStreetMap: 'ओपनस्ट्रीटमैप',
    mapsLabel: '{{map}} में {{name}}',
  },
  imageAlt: '{{name}} का चित्र',
  tipsTitle: 'बुकिंग के सुझाव',
  tips: [
    'दीपावली और पावापुरी महोत्सव के लिए पहले से बुक करें; कमरे हफ़्तों पहले भर जाते हैं।',
    'धर्मशालाओं में सादा शाकाहारी भोजन मिलता है; भोजन का समय पूछ लें।',
    'पहचान पत्र साथ रखें; चेक-इन पर माँगा जाता है।',
  ],
  officeTitle: 'पर्यटक हेल्पलाइन',
  office: 'भारत सरकार का पर्यटन मंत्रालय, 24×7 और निःशुल्क',
};
