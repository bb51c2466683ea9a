import type { cabsEn } from './cabs-en';

/** Hindi strings of the cabs page (same keys as cabs-en.ts). */
export const cabsHi: typeof cabsEn = {
  title: 'कैब और परिवहन',
  description:
    'पावापुरी में ऑटो, टैक्सी, शेयर्ड जीप, SUV और ई-रिक्शा, आसपास के नगरों के किराए के साथ।',
  lead: 'सामान्य स्थानीय दरें; सवारी से पहले किराया तय करें। संपर्क नंबर सत्यापन तक अस्थायी हैं।',
  services: {
    auto: { name: 'ऑटो रिक्शा', features: '3 यात्री तक; मंदिर परिक्रमा और स्टेशन।' },
    sedan: { name: 'सेडान टैक्सी', features: 'वातानुकूलित, 4 यात्री, बाहर की यात्राएँ।' },
    jeep: { name: 'शेयर्ड जीप', features: 'बिहार शरीफ़ और राजगीर के तय मार्ग।' },
    suv: { name: 'SUV किराया', features: '6–7 सीटें, परिवार और सामान के लिए अच्छी।' },
    erickshaw: { name: 'ई-रिक्शा', features: 'शांत, मंदिरों के बीच छोटी दूरी।' },
  },
  perKm: '{{price}} प्रति किमी',
  from: '{{price}} से',
  hours: 'उपलब्ध {{hours}}',
  contact: 'संपर्क:',
  faresTitle: 'पावापुरी से अनुमानित किराया',
  destination: 'गंतव्य',
  distance: 'दूरी',
  km: '{{km}} किमी',
  places: {
    nalanda: 'नालंदा',
    rajgir: 'राजगीर',
    patna: 'पटना',
    gaya: 'गया',
    bodhgaya: 'बोधगया',
  },
  fareNote: 'एक तरफ़ का अनुमान, पूर्णांकित; टोल और प्रतीक्षा अलग।',
  tipsTitle: 'यात्रा सुझाव',
  tips: [
    'चलने से पहले किराया तय कर लें।',
    'मंदिर परिक्रमा के लिए ऑटो और ई-रिक्शा सबसे आसान हैं।',
    'राजगीर और नालंदा की दिन-यात्रा जल्दी शुरू करें।',
  ],
  emergencyTitle: 'आपातकालीन संपर्क',
  emergency: {
    police: 'पुलिस',
    tourist: 'पर्यटक हेल्पलाइन',
    ambulance: 'एम्बुलेंस',
    hospital: 'आपातकाल / स्थानीय अस्पताल',
  },
};
