// Prints the text of the PDF read on stdin (pdf-parse). A process of its own: pdf-parse's pdf.js
// loads its worker with a dynamic import, which Jest's module system cannot run.
const { PDFParse } = require('pdf-parse');

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    process.stdout.write((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
});
