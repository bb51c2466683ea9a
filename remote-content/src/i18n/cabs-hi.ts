import type { cabsEn } from './cabs-en';

/** Hindi strings of the cabs page (same keys as cabs-en.ts). */
export const cabsHi: typeof cabsEn = {
  lead: 'नीचे दिए गए संचालक, नंबर और दरें उदाहरण हैं, जब तक साइट के व्यवस्थापक इनकी पुष्टि न कर दें: सवारी से पहले किराया तय करें।',
  example: 'उदाहरण प्रविष्टि',
  /** The fare table's columns: the ways of travelling the published fares name. */
  fareColumns: {
    auto: 'ऑटो रिक्शा',
    erickshaw: 'ई-रिक्शा',
    sedan: 'सेडान टैक्सी',
    jeep: 'साझा जीप',
    suv: 'SUV किराया',
    bus: 'बस',
    train: 'रेलगाड़ी',
  },
  perKm: '{{price}} प्रति किमी',
  from: '{{price}} से',
  allDay: '24 × 7',
  hours: 'समय: {{hours}}',
  contact: 'संपर्क:',
  exampleContact: 'उदाहरण नंबर, इस पर फ़ोन न करें: {{phone}}',
  faresTitle: 'पावापुरी से सामान्य किराया',
  destination: 'गंतव्य',
  distance: 'दूरी',
  km: 'लगभग {{km}} किमी',
  kmStraight: 'सीधी रेखा में लगभग {{km}} किमी; सड़क से अधिक',
  placeVia: '{{place}} ({{via}} होकर)',
  exampleFares: 'उदाहरण किराया',
  fareNote:
    'एक तरफ़ का किराया; टोल और प्रतीक्षा का पैसा अलग। जहाँ केवल सीधी रेखा की दूरी पता है, वहाँ किराया नहीं दिया गया।',
  exampleFareNote:
    'जिन किरायों पर उदाहरण लिखा है, वे उदाहरण दरों से लगाए गए अनुमान हैं, जब तक साइट के व्यवस्थापक उनकी पुष्टि न कर दें: सवारी से पहले किराया तय कर लें।',
  tipsTitle: 'यात्रा सुझाव',
  tips: [
    'चलने से पहले किराया तय कर लें।',
    'मंदिरों के चक्कर के लिए ऑटो और ई-रिक्शा सबसे आसान हैं।',
    'राजगीर और नालंदा की दिन-यात्रा जल्दी शुरू करें।',
  ],
  emergencyTitle: 'आपातकालीन संपर्क',
  unconfirmedNumber: '{{phone}} (अभी पुष्टि नहीं हुई)',
};
