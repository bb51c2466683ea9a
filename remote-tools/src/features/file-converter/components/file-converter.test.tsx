import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-utils';
import {
  excelToPdf,
  pdfToWord,
  pptToPdf,
  wordToPdf,
  type ConverterConfig,
} from '../utils/converters';
import { CONVERSION_MS } from '../hooks/use-conversion';
import { FileConverter } from './file-converter';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function file(name: string, type: string, bytes = 10) {
  return new File([new Uint8Array(bytes)], name, { type });
}

function setup(config: ConverterConfig = pdfToWord) {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false });
  renderPage(<FileConverter config={config} />, '/tools/pdf-to-word');
  const input = screen.getByLabelText('Choose a file');
  const drop = (f: File) =>
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [f] } });
  return { alert, user, input, drop };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('goes no file -> selected -> converting -> complete, and a new file clears it', async () => {
  const { alert, user, input } = setup();
  const convert = screen.getByRole('button', { name: 'Convert' });
  await user.click(convert);
  expect(alert).toHaveBeenCalledWith('Please select a PDF file first');

  await user.upload(input, file('report.pdf', PDF, 1572864));
  expect(screen.getByText('report.pdf')).toBeInTheDocument();
  expect(screen.getByText('1.50 MB')).toBeInTheDocument();
  expect(screen.getByText('Maximum file size: 10MB')).toBeInTheDocument();

  await user.click(convert);
  const busy = screen.getByRole('button', { name: 'Converting...' });
  expect(busy).toBeDisabled();
  act(() => jest.advanceTimersByTime(CONVERSION_MS - 1));
  expect(screen.queryByText('Conversion Complete!')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('Conversion Complete!')).toBeInTheDocument();
  expect(screen.getByText('Output file: report.docx')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Convert' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(screen.getByText(/no file was produced/)).toBeInTheDocument();

  await user.upload(input, file('other.pdf', PDF));
  expect(screen.queryByText('Conversion Complete!')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  expect(screen.getByText('other.pdf')).toBeInTheDocument();
  expect(alert).toHaveBeenCalledTimes(1);
});

it('accepts a dropped file and names the output by the tool', () => {
  const { alert, drop } = setup(wordToPdf);
  drop(file('letter.docx', DOCX));
  expect(screen.getByText('letter.docx')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
  act(() => jest.advanceTimersByTime(CONVERSION_MS));
  expect(screen.getByText('Output file: letter.pdf')).toBeInTheDocument();
  expect(alert).not.toHaveBeenCalled();
});

const cases: [string, ConverterConfig, File, string, string, string][] = [
  [
    'PDF to Word',
    pdfToWord,
    file('a.txt', 'text/plain'),
    'Please drop a valid PDF file',
    'Please select a valid PDF file',
    'Please select a PDF file first',
  ],
  [
    'Word to PDF',
    wordToPdf,
    file('a.pdf', PDF),
    'Please drop a valid Word document',
    'Please select a valid Word document (.doc or .docx)',
    'Please select a Word document first',
  ],
  [
    'Excel to PDF',
    excelToPdf,
    file('a.pdf', PDF),
    'Please drop a valid Excel workbook',
    'Please select a valid Excel workbook (.xls or .xlsx)',
    'Please select an Excel workbook first',
  ],
  [
    'PowerPoint to PDF',
    pptToPdf,
    file('a.pdf', PDF),
    'Please drop a valid PowerPoint presentation',
    'Please select a valid PowerPoint presentation (.ppt or .pptx)',
    'Please select a PowerPoint presentation first',
  ],
];

it.each(cases)(
  '%s: alerts the exact texts by drop, by chooser and with no file',
  async (_name, config, bad, byDrop, bySelect, noFile) => {
    const { alert, user, input, drop } = setup(config);
    drop(bad);
    expect(alert).toHaveBeenLastCalledWith(byDrop);
    await user.upload(input, bad);
    expect(alert).toHaveBeenLastCalledWith(bySelect);
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(alert).toHaveBeenLastCalledWith(noFile);
    expect(alert).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(bad.name)).not.toBeInTheDocument();
  },
);
