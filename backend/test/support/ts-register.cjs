// `node --require ./ts-register.cjs file.ts`: runs the backend's TypeScript sources in a child
// process, transpiled on load as ts-jest does for the tests (no type check), for tests that need a
// process of their own (one whose process-wide handlers they observe, or that they let crash).
const { readFileSync } = require('node:fs');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
};

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
