// Cached access to the theme's files: raw text, JSONC documents and section schemas.
// Everything is read once and kept until clear() (the renderer's reload()).
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { ThemeError } from './errors';

export interface SettingSchema {
  id?: string;
  type: string;
  default?: unknown;
  [key: string]: unknown;
}
export interface BlockSchema {
  type: string;
  name?: string;
  settings?: SettingSchema[];
  [key: string]: unknown;
}
export interface SectionSchema {
  name?: string;
  tag?: string;
  class?: string;
  settings?: SettingSchema[];
  blocks?: BlockSchema[];
  default?: { settings?: Record<string, unknown>; blocks?: unknown[] };
  [key: string]: unknown;
}

const SCHEMA_RE = /\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema\s*-?%\}/;

function lineAtOffset(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Parses JSONC; throws ThemeError at the first syntax error. */
export function parseJsoncOrThrow(text: string, file: string, firstLine = 1): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(text, errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (first) {
    throw new ThemeError(`Invalid JSON: ${printParseErrorCode(first.error)}`, file, firstLine - 1 + lineAtOffset(text, first.offset));
  }
  return value;
}

/** Checks the schema shape Shopify rejects on upload: an object whose settings/blocks are arrays of typed entries. */
export function validateSchema(value: unknown, file: string, line: number): SectionSchema {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ThemeError('Invalid schema: must be a JSON object', file, line);
  const schema = value as SectionSchema;
  const checkSettings = (settings: unknown, where: string): void => {
    if (settings === undefined) return;
    if (!Array.isArray(settings)) throw new ThemeError(`Invalid schema: ${where}settings must be an array`, file, line);
    for (const s of settings) {
      if (!s || typeof s !== 'object' || typeof (s as SettingSchema).type !== 'string') {
        throw new ThemeError(`Invalid schema: every ${where}setting needs a "type"`, file, line);
      }
    }
  };
  checkSettings(schema.settings, '');
  if (schema.blocks !== undefined) {
    if (!Array.isArray(schema.blocks)) throw new ThemeError('Invalid schema: blocks must be an array', file, line);
    for (const b of schema.blocks) {
      if (!b || typeof b !== 'object' || typeof b.type !== 'string') throw new ThemeError('Invalid schema: every block needs a "type"', file, line);
      checkSettings(b.settings, `block "${b.type}" `);
    }
  }
  return schema;
}

/** Extracts and validates the {% schema %} of a section source ({} when it has none). */
export function extractSchema(source: string, file: string): SectionSchema {
  const match = SCHEMA_RE.exec(source);
  if (!match || match[1] === undefined) return {};
  const startLine = lineAtOffset(source, match.index);
  const body = match[1];
  const value = parseJsoncOrThrow(body, file, startLine);
  return validateSchema(value, file, startLine);
}

export class ThemeFiles {
  private texts = new Map<string, string | null>();
  private jsons = new Map<string, unknown>();
  private schemas = new Map<string, SectionSchema>();
  private listings = new Map<string, string[]>();

  constructor(readonly root: string) {}

  abs(rel: string): string {
    return path.join(this.root, rel);
  }

  read(rel: string): string | undefined {
    let text = this.texts.get(rel);
    if (text === undefined) {
      try {
        text = fs.readFileSync(this.abs(rel), 'utf8');
      } catch {
        text = null;
      }
      this.texts.set(rel, text);
    }
    return text ?? undefined;
  }

  exists(rel: string): boolean {
    return this.read(rel) !== undefined;
  }

  /** Parsed JSONC file, or undefined when the file does not exist. */
  json(rel: string): unknown {
    if (this.jsons.has(rel)) return this.jsons.get(rel);
    const text = this.read(rel);
    const value = text === undefined ? undefined : parseJsoncOrThrow(text, rel);
    this.jsons.set(rel, value);
    return value;
  }

  sectionSchema(type: string): SectionSchema {
    let schema = this.schemas.get(type);
    if (!schema) {
      const rel = `sections/${type}.liquid`;
      schema = extractSchema(this.read(rel) ?? '', rel);
      this.schemas.set(type, schema);
    }
    return schema;
  }

  /** Schema of a theme block file `blocks/<type>.liquid` ({} when it has none). */
  blockSchema(type: string): SectionSchema {
    const key = `blocks/${type}`;
    let schema = this.schemas.get(key);
    if (!schema) {
      const rel = `${key}.liquid`;
      schema = extractSchema(this.read(rel) ?? '', rel);
      this.schemas.set(key, schema);
    }
    return schema;
  }

  /** Names (without extension) of the files in a theme folder; cached like the files (every `t` asks). */
  list(dir: string, ext: string): string[] {
    const key = `${dir}\n${ext}`;
    let names = this.listings.get(key);
    if (!names) {
      try {
        names = fs
          .readdirSync(this.abs(dir))
          .filter((f) => f.endsWith(ext))
          .map((f) => f.slice(0, -ext.length))
          .sort();
      } catch {
        names = [];
      }
      this.listings.set(key, names);
    }
    return names;
  }

  clear(): void {
    this.listings.clear();
    this.texts.clear();
    this.jsons.clear();
    this.schemas.clear();
  }
}
