/** How one converter accepts files and names its output; the alert texts are exact English (README, Languages). */
export type ConverterConfig = {
  accepts: (file: { name: string; type: string }) => boolean;
  invalidDrop: string;
  invalidSelect: string;
  noFile: string;
  outputExtension: '.docx' | '.pdf';
  /** The chooser's `accept` attribute: a hint to the picker, validation still runs. */
  acceptAttr: string;
};

const WORD_TYPES = [
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

export const pdfToWord: ConverterConfig = {
  accepts: (file) => file.type === 'application/pdf',
  invalidDrop: 'Please drop a valid PDF file',
  invalidSelect: 'Please select a valid PDF file',
  noFile: 'Please select a PDF file first',
  outputExtension: '.docx',
  acceptAttr: '.pdf,application/pdf',
};

export const wordToPdf: ConverterConfig = {
  accepts: (file) => WORD_TYPES.includes(file.type) || /\.docx?$/i.test(file.name),
  invalidDrop: 'Please drop a valid Word document',
  invalidSelect: 'Please select a valid Word document (.doc or .docx)',
  noFile: 'Please select a Word document first',
  outputExtension: '.pdf',
  acceptAttr: `.doc,.docx,${WORD_TYPES.join(',')}`,
};

const EXCEL_TYPES = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** Worded like the Word alerts so the four tools read alike. */
export const excelToPdf: ConverterConfig = {
  accepts: (file) => EXCEL_TYPES.includes(file.type) || /\.xlsx?$/i.test(file.name),
  invalidDrop: 'Please drop a valid Excel workbook',
  invalidSelect: 'Please select a valid Excel workbook (.xls or .xlsx)',
  noFile: 'Please select an Excel workbook first',
  outputExtension: '.pdf',
  acceptAttr: `.xls,.xlsx,${EXCEL_TYPES.join(',')}`,
};

const PPT_TYPES = [
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];

export const pptToPdf: ConverterConfig = {
  accepts: (file) => PPT_TYPES.includes(file.type) || /\.pptx?$/i.test(file.name),
  invalidDrop: 'Please drop a valid PowerPoint presentation',
  invalidSelect: 'Please select a valid PowerPoint presentation (.ppt or .pptx)',
  noFile: 'Please select a PowerPoint presentation first',
  outputExtension: '.pdf',
  acceptAttr: `.ppt,.pptx,${PPT_TYPES.join(',')}`,
};

/** Same name, new extension: report.pdf -> report.docx; a name without extension gains one. */
export function outputName(inputName: string, extension: string): string {
  const dot = inputName.lastIndexOf('.');
  return (dot > 0 ? inputName.slice(0, dot) : inputName) + extension;
}

/** Size in MB with 2 decimals, as the screen shows it. */
export function sizeInMb(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

/** The alert a file gets by drop or chooser, or null when it is accepted. */
export function validationMessage(
  config: ConverterConfig,
  file: { name: string; type: string },
  via: 'drop' | 'select',
): string | null {
  if (config.accepts(file)) return null;
  return via === 'drop' ? config.invalidDrop : config.invalidSelect;
}
