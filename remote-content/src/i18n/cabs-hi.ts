import type { cabsEn } from './cabs-en';

/** Hindi strings of the cabs page (same keys as cabs-en.ts). */
export const cabsHi: typeof cabsEn = {
  title: 'कैब और परिवहन',
  description:
    'पावापुरी में ऑटो, टैक्सी, साझा जीप, SUV और ई-रिक्शा, आसपास के नगरों के किराए और आपातकाल में मिलाए जाने वाले नंबरों के साथ।',
  lead: 'नीचे दिए गए संचालक, नंबर और दरें उदाहरण हैं, जब तक साइट के संचालक इनकी पुष्टि न कर दें: सवारी से पहले किराया तय करें।',
  example: 'उदाहरण प्रविष्टि',
  /** The fare table's columns, one per example rate. */
  fareColumns: {
    auto: 'ऑटो रिक्शा',
    sedan: 'सेडान टैक्सी',
    suv: 'SUV किराया',
  },
  perKm: '{{price}} प्रति किमी',
  from: '{{price}} से',
  allDay: '24 × 7',
  hours: 'समय: {{hours}}',
  contact: 'संपर्क:',
  exampleContact: 'उदाहरण नंबर, इस पर फ़ोन न करें: {{phone}}',
  faresTitle: 'पावापुरी से अनुमानित किराया',
  destination: 'गंतव्य',
  distance: 'दूरी',
  km: 'लगभग {{km}} किमी',
  kmStraight: 'सीधी रेखा में लगभग {{km}} किमी; सड़क से अधिक',
  places: {
    nalanda: 'नालंदा',
    rajgirDirect: 'राजगीर (सीधी सड़क)',
    rajgirViaBiharSharif: 'राजगीर (बिहार शरीफ़ होकर)',
    patna: 'पटना',
    gaya: 'गया',
    bodhgaya: 'बोधगया',
  },
  fareNote:
    'उदाहरण दरों से एक तरफ़ का अनुमानित किराया, ₹50 के गुणज में; टोल और प्रतीक्षा का पैसा अलग। गया का किराया नहीं दिया गया: वहाँ की सड़क दूरी की पुष्टि नहीं हुई है।',
  tipsTitle: 'यात्रा सुझाव',
  tips: [
    'चलने से पहले किराया तय कर लें।',
    'मंदिरों के चक्कर के लिए ऑटो और ई-रिक्शा सबसे आसान हैं।',
    'पावापुरी रोड स्टेशन मंदिरों से लगभग 10 किमी दूर है: आगे ऑटो या टैक्सी लें।',
    'राजगीर और नालंदा की दिन-यात्रा जल्दी शुरू करें।',
  ],
  emergencyTitle: 'आपातकालीन संपर्क',
  unconfirmedNumber: '{{phone}} (अभी पुष्टि नहीं हुई)',
};
