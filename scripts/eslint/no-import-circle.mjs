import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * An ESLint rule against import circles that counts `import type` too: import-x/no-cycle skips type-only imports and
 * has no option to count them, yet a type circle still ties two modules together (docs/development.md#tests).
 * The import graph is read with TypeScript's own parser and module resolution (the nearest tsconfig.json's paths),
 * once per file per lint run.
 */

const configs = new Map();
const edges = new Map();

/** The compiler options of the tsconfig.json nearest to the file, or the defaults when there is none. */
function optionsFor(file) {
  const configFile = ts.findConfigFile(dirname(file), ts.sys.fileExists);
  if (!configFile) return {};
  if (!configs.has(configFile)) {
    const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
    configs.set(configFile, ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile)).options);
  }
  return configs.get(configFile);
}

/** The project's own files a file imports (static, dynamic, type-only and re-exports), each with its specifier. */
export function importsOf(file) {
  if (edges.has(file)) return edges.get(file);
  const text = ts.sys.readFile(file) ?? '';
  const options = optionsFor(file);
  const found = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys);
    if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
    const target = resolve(resolvedModule.resolvedFileName);
    if (target.includes('/node_modules/') || target.endsWith('.d.ts')) continue;
    found.push({ specifier: fileName, target });
  }
  edges.set(file, found);
  return found;
}

/** The shortest chain of imports that leads from the file back to itself, or null when there is none. */
export function findCircle(start) {
  const from = new Map([[start, null]]);
  let layer = [start];
  while (layer.length > 0) {
    const next = [];
    for (const file of layer) {
      for (const { target } of importsOf(file)) {
        if (target === start) {
          const chain = [start];
          for (let at = file; at !== start; at = from.get(at)) chain.splice(1, 0, at);
          return chain;
        }
        if (!from.has(target)) {
          from.set(target, file);
          next.push(target);
        }
      }
    }
    layer = next;
  }
  return null;
}

export const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only imports included' },
    messages: { circle: 'Import circle: {{chain}}. Move what both need into a module of its own.' },
    schema: [],
  },
  create(context) {
    const file = resolve(context.physicalFilename);
    return {
      'Program:exit'(program) {
        const chain = findCircle(file);
        if (!chain) return;
        const names = [...chain, file].map((path) => relative(context.cwd, path));
        const first = importsOf(file).find(({ target }) => target === (chain[1] ?? file));
        const node =
          program.body.find((statement) => statement.source?.value === first?.specifier) ?? program.body[0] ?? program;
        context.report({ node, messageId: 'circle', data: { chain: names.join(' → ') } });
      },
    };
  },
};

export default { rules: { 'no-import-circle': noImportCircle } };
