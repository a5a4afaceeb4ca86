// @test-pass direct: the generated client against the OpenAPI document; it starts no app
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const clientDir = join(__dirname, '../../libs/api-client');

describe('libs/api-client', () => {
  it('holds the types generated from the committed OpenAPI document (run `npm run openapi` after changing the API)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'voosh-schema-')), 'schema.ts');
    execFileSync(
      process.execPath,
      [join(__dirname, '../../node_modules/openapi-typescript/bin/cli.js'), join(clientDir, 'openapi.json'), '-o', out],
      { stdio: 'pipe' },
    );
    expect(readFileSync(join(clientDir, 'src/schema.ts'), 'utf8')).toBe(readFileSync(out, 'utf8'));
  });
});
