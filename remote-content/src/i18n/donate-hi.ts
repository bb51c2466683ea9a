import type { donateEn } from './donate-en';

/** Hindi strings of the donate page (same keys as donate-en.ts). */
export const donateHi: typeof donateEn = {
  title: 'दान करें',
  description: 'UPI से किसी भी राशि का दान देकर पावापुरी वेबसाइट का सहयोग करें।',
  lead: 'आपका दान इस निःशुल्क मार्गदर्शिका को हर तीर्थयात्री के लिए चालू रखता है।',
  chooseAmount: 'राशि चुनें',
  groups: { small: 'छोटी', medium: 'मध्यम', large: 'बड़ी' },
  customLabel: 'या अपनी राशि लिखें',
  selected: 'चुनी गई राशि:',
  scan: 'किसी भी UPI ऐप से स्कैन करके भुगतान करें',
  qrLabel: 'UPI भुगतान QR कोड',
  copy: 'UPI आईडी कॉपी करें',
  copied: 'UPI आईडी कॉपी हो गई! अब आप इसे अपने UPI ऐप में पेस्ट कर सकते हैं।',
  copyFailed: 'यहाँ कॉपी करना संभव नहीं है। कृपया यह UPI आईडी अपने UPI ऐप में लिखें: {{id}}',
  payWithApp: 'UPI ऐप से भुगतान करें',
  howTitle: 'दान कैसे करें',
  steps: [
    'ऊपर से राशि चुनें।',
    'अपने UPI ऐप से QR कोड स्कैन करें या UPI आईडी कॉपी करें।',
    'प्राप्तकर्ता का नाम और राशि जाँचें, फिर भुगतान स्वीकृत करें।',
    'अपने रिकॉर्ड के लिए लेन-देन संख्या सँभाल कर रखें।',
  ],
  appsLabel: 'समर्थित ऐप',
  bankApp: 'आपके बैंक का ऐप',
  usesTitle: 'आपका दान कहाँ जाता है',
  uses: {
    hosting: { title: 'होस्टिंग', body: 'सर्वर जो साइट को तेज़ और चालू रखते हैं।' },
    development: { title: 'विकास', body: 'नई सुविधाएँ और सुधार।' },
    content: { title: 'सामग्री निर्माण', body: 'पाठ, तस्वीरें और अनुवाद।' },
    security: { title: 'सुरक्षा', body: 'आगंतुकों और उनके डेटा की सुरक्षा।' },
  },
  taxNote: 'दान कर-कटौती योग्य हो सकता है; रसीद माँगें और अपने कर सलाहकार से पूछें।',
};
