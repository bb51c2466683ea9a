/** Hindi strings of this remote (same keys as en.ts). */
export const hi = {
  pages: {
    '/tools/pdf-to-word': 'पीडीएफ से वर्ड',
    '/tools/word-to-pdf': 'वर्ड से पीडीएफ',
    '/tools/excel-to-pdf': 'एक्सेल से पीडीएफ',
    '/tools/ppt-to-pdf': 'पावरपॉइंट से पीडीएफ',
    '/tools/image-editor': 'चित्र संपादक',
    '/tools/unit-converter': 'इकाई परिवर्तक',
  },
};
