// The browser scripts the preview writes in TypeScript under preview/hosted/: transpiled (not
// bundled) on first use, as a module or as a classic script, and the plain files beside them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HOSTED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../hosted');

/** A browser module written in TypeScript under preview/hosted/, transpiled (not bundled). */
export const typescriptModule = (file: string) => async (): Promise<string> => {
  const ts = (await import('typescript')).default;
  const source = await fs.promises.readFile(path.join(HOSTED_DIR, file), 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
  }).outputText;
};

/** The same as a classic script: the module marker the TypeScript file needs for its tests goes. */
export const classicScript = (file: string) => async (): Promise<string> => (await typescriptModule(file)()).replace(/^export \{\};\s*$/m, '');

/** A plain file under preview/hosted/ (a stylesheet, an SVG). */
export const plainFile = (file: string) => (): Promise<string> => fs.promises.readFile(path.join(HOSTED_DIR, file), 'utf8');
