import { execFile } from 'node:child_process';
import type { Test } from 'supertest';
import { join } from 'node:path';

/** The text of a PDF, as pdf-parse (pdf.js) extracts it, in a process of its own (see extract-pdf-text.cjs). */
export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'extract-pdf-text.cjs')],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`pdf-parse failed: ${stderr || error.message}`)) : resolve(stdout)),
    );
    child.stdin!.end(bytes);
  });
}

/** A supertest call whose answer body is kept as bytes (a PDF), whatever its type; an error's JSON is in them too. */
export function asBytes(call: Test): Test {
  return call.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
