import { test, expect, expectNoSeriousA11yViolations } from './support/fixtures';
import { dropFile, recordDialogs } from './support/file-inputs';

test('pdf to word: alerts, a real file, 3 s of converting, then the output name', async ({
  page,
}) => {
  const messages = recordDialogs(page);
  await page.clock.install();
  await page.goto('/tools/pdf-to-word');
  await expect(page.getByText('Maximum file size: 10MB')).toBeVisible();
  await expect(page.getByText(/Real conversion needs a server/)).toBeVisible();

  const convert = page.getByRole('button', { name: 'Convert' });
  await convert.click();
  const chooser = page.getByLabel('Choose a file');
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await dropFile(page, 'notes.txt', 'text/plain');
  await expect
    .poll(() => messages)
    .toEqual([
      'Please select a PDF file first',
      'Please select a valid PDF file',
      'Please drop a valid PDF file',
    ]);

  await chooser.setInputFiles({
    name: 'yatra.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(1024 * 1024 * 2.5),
  });
  await expect(page.getByText('yatra.pdf')).toBeVisible();
  await expect(page.getByText('2.50 MB')).toBeVisible();
  // The page's clock is stopped, so the 3 s are counted exactly on a busy machine.
  await page.clock.pauseAt(Date.now() + 1000);
  await convert.click();
  const busy = page.getByRole('button', { name: 'Converting...' });
  await expect(busy).toBeDisabled();
  await page.clock.runFor(2999);
  await expect(busy).toBeDisabled();
  await expect(page.getByText('Conversion Complete!')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByText('Conversion Complete!')).toBeVisible();
  await page.clock.resume();
  await expect(page.getByText('Output file: yatra.docx')).toBeVisible();
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText(/no file was produced/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dropFile(page, 'second.pdf', 'application/pdf');
  await expect(page.getByText('second.pdf')).toBeVisible();
  await expect(page.getByText('Conversion Complete!')).toHaveCount(0);
});

test('word to pdf: exact alerts by chooser and drop, a .docx becomes a .pdf', async ({ page }) => {
  const messages = recordDialogs(page);
  await page.goto('/tools/word-to-pdf');
  await page.getByRole('button', { name: 'Convert' }).click();
  const chooser = page.getByLabel('Choose a file');
  await chooser.setInputFiles({
    name: 'a.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('x'),
  });
  await dropFile(page, 'a.pdf', 'application/pdf');
  await expect
    .poll(() => messages)
    .toEqual([
      'Please select a Word document first',
      'Please select a valid Word document (.doc or .docx)',
      'Please drop a valid Word document',
    ]);
  await chooser.setInputFiles({
    name: 'letter.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('x'),
  });
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Output file: letter.pdf')).toBeVisible({ timeout: 5000 });
});
