// Prints the text of the PDF read from standard input, extracted by pdf-parse
// (PDF.js), so tests read a PDF back the way a viewer would.
//
// It runs as a plain Node process: PDF.js loads its worker as an ES module,
// which Jest's CommonJS runtime cannot import.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const result = await parser.getText();
  process.stdout.write(result.text);
} finally {
  await parser.destroy();
}
