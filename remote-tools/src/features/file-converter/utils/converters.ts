/** How one converter accepts files and names its output; the exact texts are the spec's. */
export type ConverterConfig = {
  accepts: (file: { name: string; type: string }) => boolean;
  invalidDrop: string;
  invalidSelect: string;
  noFile: string;
  outputExtension: '.docx' | '.pdf';
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
};

export const wordToPdf: ConverterConfig = {
  accepts: (file) => WORD_TYPES.includes(file.type) || /\.docx?$/i.test(file.name),
  invalidDrop: 'Please drop a valid Word document',
  invalidSelect: 'Please select a valid Word document (.doc or .docx)',
  noFile: 'Please select a Word document first',
  outputExtension: '.pdf',
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
