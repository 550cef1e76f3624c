// Lints the theme with Shopify's theme-check (recommended config) fully offline.
// theme-check normally downloads the latest Liquid docs from GitHub on every run; we point it at
// a local mirror of the docs bundled in @shopify/theme-check-docs-updater so it never touches the network.
//
// Usage: npx tsx scripts/theme-check.ts [--json] [--root <dir>] [--config <file>]
// Exit code: 0 when there are no offenses, 1 otherwise (any severity), 2 on a crash.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Options {
  json: boolean;
  root: string;
  config: string | undefined;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { json: false, root: repoRoot, config: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--root') options.root = path.resolve(argv[++i] ?? '.');
    else if (arg === '--config') options.config = path.resolve(argv[++i] ?? '');
    else if (arg === '--help' || arg === '-h') {
      console.log('Usage: tsx scripts/theme-check.ts [--json] [--root <dir>] [--config <file>]');
      process.exit(0);
    } else {
      console.error(`theme-check: unknown argument ${arg}`);
      process.exit(2);
    }
  }
  return options;
}

/** Builds the SHOPIFY_TLD_ROOT layout (data/*.json, schemas/*.json, schemas/theme/*.json) from the bundled docs. */
export function buildLocalDocsMirror(mirrorRoot: string): string {
  const require = createRequire(import.meta.url);
  const updaterPkg = require.resolve('@shopify/theme-check-docs-updater/package.json');
  const bundled = path.join(path.dirname(updaterPkg), 'data');
  const dataDir = path.join(mirrorRoot, 'data');
  const themeSchemas = path.join(mirrorRoot, 'schemas', 'theme');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(themeSchemas, { recursive: true });
  for (const name of ['latest', 'filters', 'objects', 'tags', 'shopify_system_translations']) {
    copyFileSync(path.join(bundled, `${name}.json`), path.join(dataDir, `${name}.json`));
  }
  for (const name of ['manifest_theme', 'manifest_theme_app_extension']) {
    copyFileSync(path.join(bundled, `${name}.json`), path.join(mirrorRoot, 'schemas', `${name}.json`));
  }
  const themeSchemaNames = [
    'translations',
    'theme_block',
    'theme_settings',
    'section',
    'settings',
    'setting',
    'default_setting_values',
    'app_block_entry',
    'theme_block_entry',
    'targetted_block_entry',
    'preset_blocks',
    'preset',
    'local_block_entry',
  ];
  for (const name of themeSchemaNames) {
    const source = path.join(bundled, `${name}.json`);
    if (existsSync(source)) copyFileSync(source, path.join(themeSchemas, `${name}.json`));
  }
  return mirrorRoot;
}

const severityNames = ['error', 'warning', 'info'] as const;

export interface ThemeOffense {
  file: string;
  line: number;
  column: number;
  severity: (typeof severityNames)[number];
  check: string;
  message: string;
}

/** Runs theme-check offline on a theme folder; resolves to its offenses, sorted by file and position. */
export async function runThemeCheck(root: string, configPath?: string): Promise<ThemeOffense[]> {
  const cacheDir = path.join(repoRoot, '.cache', 'theme-check');
  // Both must be set before theme-check loads: the docs cache path is computed at import time.
  process.env.SHOPIFY_TLD_ROOT = buildLocalDocsMirror(path.join(cacheDir, 'tld'));
  process.env.XDG_CACHE_HOME ??= path.join(cacheDir, 'xdg');

  const { themeCheckRun } = await import('@shopify/theme-check-node');
  const config = configPath ?? path.join(root, '.theme-check.yml');
  const { offenses } = await themeCheckRun(root, existsSync(config) ? config : undefined, () => {});
  return offenses
    .map((offense) => ({
      file: path.relative(root, fileURLToPath(offense.uri)),
      line: offense.start.line + 1,
      column: offense.start.character + 1,
      severity: severityNames[offense.severity] ?? 'info',
      check: offense.check,
      message: offense.message,
    }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const rows = await runThemeCheck(options.root, options.config);
  if (options.json) {
    console.log(JSON.stringify({ offenses: rows, count: rows.length }, null, 2));
  } else {
    for (const row of rows) {
      console.log(`${row.file}:${row.line}:${row.column}  ${row.severity}  ${row.message}  [${row.check}]`);
    }
    console.log(rows.length === 0 ? 'theme-check: 0 offenses' : `theme-check: ${rows.length} offense(s)`);
  }
  process.exitCode = rows.length === 0 ? 0 : 1;
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error('theme-check crashed:', error);
    process.exitCode = 2;
  });
}
