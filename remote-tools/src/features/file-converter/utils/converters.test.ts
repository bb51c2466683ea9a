import {
  excelToPdf,
  outputName,
  pdfToWord,
  pptToPdf,
  sizeInMb,
  validationMessage,
  wordToPdf,
} from './converters';

const pdf = { name: 'yatra.pdf', type: 'application/pdf' };
const docx = {
  name: 'yatra.docx',
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const png = { name: 'temple.png', type: 'image/png' };

describe('validation', () => {
  it('PDF to Word accepts only application/pdf', () => {
    expect(validationMessage(pdfToWord, pdf, 'drop')).toBeNull();
    expect(validationMessage(pdfToWord, png, 'drop')).toBe('Please drop a valid PDF file');
    expect(validationMessage(pdfToWord, png, 'select')).toBe('Please select a valid PDF file');
    expect(pdfToWord.noFile).toBe('Please select a PDF file first');
  });

  it('Word to PDF accepts doc/docx by type or by name', () => {
    expect(validationMessage(wordToPdf, docx, 'select')).toBeNull();
    expect(validationMessage(wordToPdf, { name: 'a.doc', type: '' }, 'drop')).toBeNull();
    expect(
      validationMessage(wordToPdf, { name: 'x', type: 'application/msword' }, 'drop'),
    ).toBeNull();
    expect(validationMessage(wordToPdf, pdf, 'drop')).toBe('Please drop a valid Word document');
    expect(validationMessage(wordToPdf, pdf, 'select')).toBe(
      'Please select a valid Word document (.doc or .docx)',
    );
    expect(wordToPdf.noFile).toBe('Please select a Word document first');
  });
});

describe('output and size', () => {
  it.each([
    ['yatra.pdf', '.docx', 'yatra.docx'],
    ['my.notes.docx', '.pdf', 'my.notes.pdf'],
    ['README', '.pdf', 'README.pdf'],
  ])('%s -> %s', (input, ext, expected) => {
    expect(outputName(input, ext)).toBe(expected);
  });

  it('shows MB with 2 decimals', () => {
    expect(sizeInMb(1024 * 1024 * 1.5)).toBe('1.50');
    expect(sizeInMb(0)).toBe('0.00');
  });
});

it('accepts Excel and PowerPoint files by MIME type or by extension, and nothing else', () => {
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const pptx = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  expect(excelToPdf.accepts({ name: 'x', type: 'application/vnd.ms-excel' })).toBe(true);
  expect(excelToPdf.accepts({ name: 'x', type: xlsx })).toBe(true);
  expect(excelToPdf.accepts({ name: 'Sheet.XLSX', type: '' })).toBe(true);
  expect(excelToPdf.accepts({ name: 'a.csv', type: 'text/csv' })).toBe(false);
  expect(pptToPdf.accepts({ name: 'x', type: 'application/vnd.ms-powerpoint' })).toBe(true);
  expect(pptToPdf.accepts({ name: 'x', type: pptx })).toBe(true);
  expect(pptToPdf.accepts({ name: 'deck.ppt', type: '' })).toBe(true);
  expect(pptToPdf.accepts({ name: 'deck.key', type: '' })).toBe(false);
  expect(outputName('Sheet.xlsx', excelToPdf.outputExtension)).toBe('Sheet.pdf');
});
