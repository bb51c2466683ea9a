/**
 * The browser bundles import @pawapuri/shared; the API's schemas must not come
 * with it. This follows the run-time imports of every module reachable from
 * the package's browser entry, each transpiled file by file as the bundlers'
 * TypeScript loader does (type imports vanish), and checks that neither the
 * schema library nor a schema module is among them.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '..');

/** The specifiers a module still imports once its types are erased. */
function runtimeImports(file: string): string[] {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
    fileName: file,
  });
  return ts.preProcessFile(outputText, true, true).importedFiles.map((i) => i.fileName);
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const file = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** Every local module and every package a bundle of `entry` would contain. */
function runtimeGraph(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) {
        if (/\.(css|svg|png|jpe?g|webp|gif|json)$/.test(specifier)) continue;
        queue.push(resolveLocal(file, specifier));
      } else {
        packages.add(specifier);
      }
    }
  }
  return { modules, packages };
}

const relative = (files: Set<string>) => [...files].map((f) => path.relative(SRC, f)).sort();

describe('the browser entry of @pawapuri/shared', () => {
  const { modules, packages } = runtimeGraph(path.join(SRC, 'index.ts'));

  it('reaches the contract only through its plain values (and the content document builder and the media file names, plain too)', () => {
    const contract = relative(modules).filter((f) => f.startsWith('contract/'));
    expect(contract).toEqual([
      'contract/content-document.ts',
      'contract/event-values.ts',
      'contract/goal-values.ts',
      'contract/mail-values.ts',
      'contract/media-files.ts',
      'contract/notice-items.ts',
      'contract/values.ts',
    ]);
  });

  it('pulls in no schema library', () => {
    expect([...packages].filter((p) => p.startsWith('@sinclair/'))).toEqual([]);
  });

  it('still follows the types module (the walk is not empty)', () => {
    expect(relative(modules)).toEqual(expect.arrayContaining(['index.ts', 'types/visitor.ts']));
  });
});

describe('the type-only entry @pawapuri/shared/contract/types', () => {
  it('adds no code at all: nothing is left to import once types are erased', () => {
    expect(runtimeImports(path.join(SRC, 'contract/types.ts'))).toEqual([]);
  });
});
