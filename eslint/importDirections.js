// Issue 33 item 4: a lower layer never imports a higher one, and no module imports itself back.
// eslint-plugin-import's `no-restricted-paths` and `no-cycle` do this; the project does not depend
// on it, so these two rules do the same for the project's relative imports (a package is never
// a layer). Paths are the repository's, from its root.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file a relative specifier names, or undefined (a package, an asset, a file outside). */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, '').replace(/\.js$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const within = (file, place) => file === place || file.startsWith(`${place}/`);

/** Each import a module's source makes, as ESLint sees it: `import`, `export … from`, `import()`. */
function importsOf(node) {
  if (node.type === 'ImportExpression') return node.source.type === 'Literal' ? node.source.value : undefined;
  return node.source?.value;
}

const IMPORT_NODES = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'];

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'A module imports nothing from the places its layer sits below (import/no-restricted-paths zones).' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'array', items: { type: 'string' } },
                from: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = fromRoot(context.filename);
    const zones = context.options[0].zones.filter((zone) => zone.target.some((place) => within(file, place)));
    if (!zones.length) return {};
    const check = (node) => {
      const specifier = importsOf(node);
      const target = typeof specifier === 'string' ? resolveImport(context.filename, specifier) : undefined;
      if (!target) return;
      const imported = fromRoot(target);
      for (const zone of zones) {
        const place = zone.from.find((forbidden) => within(imported, forbidden));
        if (place) context.report({ node: node.source, message: `${file} may not import ${imported}: ${zone.message}` });
      }
    };
    return Object.fromEntries(IMPORT_NODES.map((type) => [type, check]));
  },
};

/** The modules a file imports at run time (not `import type`), parsed once per lint run. */
const runtimeImports = new Map();
function runtimeImportsOf(file) {
  let found = runtimeImports.get(file);
  if (found) return found;
  found = new Set();
  runtimeImports.set(file, found);
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const add = (specifier) => {
    const target = ts.isStringLiteral(specifier) ? resolveImport(file, specifier.text) : undefined;
    if (target) found.add(target);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) add(node.moduleSpecifier);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A chain of imports from `start` back to `end`, or undefined. */
function chainBetween(start, end) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    if (file === end) {
      const chain = [];
      for (let at = file; at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of runtimeImportsOf(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module reaches itself through the modules it imports at run time (import/no-cycle).' },
    schema: [],
  },
  create(context) {
    const self = context.filename;
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const specifier = importsOf(node);
      const target = typeof specifier === 'string' ? resolveImport(self, specifier) : undefined;
      const chain = target && chainBetween(target, self);
      if (chain) context.report({ node: node.source, message: `Import cycle: ${[self, ...chain].map(fromRoot).join(' → ')}` });
    };
    return Object.fromEntries(IMPORT_NODES.map((type) => [type, check]));
  },
};

export const importDirections = { rules: { layers, 'no-cycle': noCycle } };
