/** English strings of this remote. */
export const en = {
  pages: {
    '/tools/pdf-to-word': 'PDF to Word',
    '/tools/word-to-pdf': 'Word to PDF',
    '/tools/excel-to-pdf': 'Excel to PDF',
    '/tools/ppt-to-pdf': 'PowerPoint to PDF',
    '/tools/image-editor': 'Image editor',
    '/tools/unit-converter': 'Unit converter',
  },
};
