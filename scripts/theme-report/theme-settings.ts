// The render report's `--setting`: a copy of the theme (in a temporary folder) with some of its
// settings changed as a merchant would in the theme editor, so a flow a theme offers behind a
// setting (Dawn's cart drawer, its quick add) can be driven too. `name=value` sets a theme setting
// (config/settings_data.json's `current`); `templates/x.json#section.name=value` a section's setting.
// Values are JSON where they parse (true, 4, "x"), text otherwise.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyEdits, modify, parse } from 'jsonc-parser';

export interface SettingChange {
  file: string;
  /** the JSON path of the value in that file */
  jsonPath: string[];
  value: unknown;
}

/** Reads `name=value` or `templates/x.json#section.name=value`; throws a clear error on anything else. */
export function parseSetting(arg: string): SettingChange {
  const match = /^(?:(templates\/[\w.-]+\.json|sections\/[\w.-]+\.json)#([\w-]+)\.)?([\w-]+)=(.*)$/s.exec(arg);
  if (!match) throw new Error(`--setting ${arg}: write name=value, or templates/<file>.json#<section>.<name>=value`);
  const [, file, section, name, raw = ''] = match;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // plain text
  }
  return file
    ? { file, jsonPath: ['sections', section!, 'settings', name!], value }
    : { file: 'config/settings_data.json', jsonPath: ['current', name!], value };
}

/** A temporary copy of the theme with the changes made; the caller removes it. */
export function themeWithSettings(themeRoot: string, changes: SettingChange[]): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'theme-settings-'));
  cpSync(themeRoot, copy, { recursive: true, filter: (src) => !/[\\/](\.git|node_modules)$/.test(src) });
  try {
    for (const change of changes) {
      const file = path.join(copy, change.file);
      const text = readFileSync(file, 'utf8');
      const data = parse(text) as { sections?: Record<string, unknown>; current?: unknown };
      // A section must exist for its setting to mean anything.
      if (change.jsonPath[0] === 'sections' && !data.sections?.[change.jsonPath[1]!])
        throw new Error(`--setting: ${change.file} has no section "${change.jsonPath[1]}"`);
      // `current` may name a preset (Dawn: "Default"), whose settings are then the current ones.
      const jsonPath =
        change.jsonPath[0] === 'current' && typeof data.current === 'string' ? ['presets', data.current, ...change.jsonPath.slice(1)] : change.jsonPath;
      writeFileSync(file, applyEdits(text, modify(text, jsonPath, change.value, { formattingOptions: { insertSpaces: true, tabSize: 2 } })));
    }
  } catch (err) {
    rmSync(copy, { recursive: true, force: true });
    throw err;
  }
  return copy;
}
