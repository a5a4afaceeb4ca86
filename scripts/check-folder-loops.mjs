// Fails when the top-level folders of a source tree import each other in a loop (folder A imports
// B, and B, directly or through others, imports A). ESLint's import-x/no-cycle sees loops of files;
// this sees loops of folders, the floors the code is organised by. Tests are not part of the floors.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOTS = ['backend/src', 'storefront/src', 'admin/src'];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(spec|test)\.tsx?$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

/** The folder a file belongs to: its first path segment under the root, or `features/<name>` for a feature. */
function folderOf(root, file) {
  const [first, second] = relative(root, file).split(sep);
  return first === 'features' && second ? `features/${second}` : first;
}

function folderGraph(root) {
  const edges = new Map();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2]);
      if (!target.startsWith(root + sep)) continue;
      const to = folderOf(root, target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const via = edges.get(from);
      if (!via.has(to)) via.set(to, `${relative(process.cwd(), file)} -> ${match[1] ?? match[2]}`);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components with more than one folder. */
function loops(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

let failed = false;
for (const root of ROOTS.map((path) => resolve(path))) {
  const edges = folderGraph(root);
  for (const component of loops(edges)) {
    failed = true;
    console.error(`${relative(process.cwd(), root)}: the folders {${component.join(', ')}} import each other in a loop:`);
    for (const from of component) {
      for (const [to, example] of edges.get(from) ?? []) if (component.includes(to)) console.error(`  ${from} -> ${to}  (${example})`);
    }
  }
}
if (failed) process.exit(1);
console.log(`No folder loops in ${ROOTS.join(', ')}.`);
