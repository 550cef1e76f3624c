// The rules Shopify enforces on where a section may sit and how many blocks it holds:
// `enabled_on` / `disabled_on` (templates and section groups), `limit`, `max_blocks` and
// per-block `limit`, at most 25 sections per template or group and 50 blocks per section.
import type { SectionData } from './sections';
import type { SectionSchema } from './theme-files';

export const MAX_SECTIONS_PER_FILE = 25;
export const MAX_BLOCKS_PER_SECTION = 50;

/** Where a section is placed: a template (`product`, `customers/account`) or a group type (`header`, `custom.x`). */
export type PlacementTarget = { kind: 'template'; template: string } | { kind: 'group'; group: string };

interface Availability {
  templates?: unknown;
  groups?: unknown;
}

const listed = (list: unknown, name: string): boolean =>
  Array.isArray(list) &&
  list.some((entry) => entry === '*' || entry === name || (typeof entry === 'string' && entry.endsWith('/*') && name.startsWith(entry.slice(0, -1))));

/** Why a section may not render at `target`, or undefined when it may. */
export function placementViolation(type: string, schema: SectionSchema, target: PlacementTarget): string | undefined {
  const enabled = schema.enabled_on as Availability | undefined;
  const disabled = schema.disabled_on as Availability | undefined;
  const key = target.kind === 'template' ? 'templates' : 'groups';
  const name = target.kind === 'template' ? target.template : target.group;
  const where = target.kind === 'template' ? `the ${name} template` : `the ${name} section group`;
  // With enabled_on, a section goes only where a list names it (no `groups` list = no group).
  if (enabled && !listed(enabled[key], name)) return `Section "${type}" is not enabled on ${where} (enabled_on)`;
  if (disabled && listed(disabled[key], name)) return `Section "${type}" is disabled on ${where} (disabled_on)`;
  return undefined;
}

/** How many placements of each type a file may hold: `limit` from the schema, else unlimited. */
export function sectionLimit(schema: SectionSchema): number {
  return typeof schema.limit === 'number' && schema.limit > 0 ? schema.limit : Infinity;
}

export interface BlockTrim {
  /** the stored data with only the blocks Shopify keeps */
  data: SectionData;
  /** what was dropped, for the log; empty when nothing was */
  problems: string[];
}

/**
 * Keeps the first `max_blocks` (at most 50) non-static blocks and at most `limit` of each block
 * type declared in the section schema; static blocks never count.
 */
export function trimBlocks(type: string, schema: SectionSchema, data: SectionData): BlockTrim {
  const stored = data.blocks ?? {};
  const order = data.block_order ?? Object.keys(stored).filter((key) => !stored[key]?.static);
  const max = typeof schema.max_blocks === 'number' ? Math.min(schema.max_blocks, MAX_BLOCKS_PER_SECTION) : MAX_BLOCKS_PER_SECTION;
  const typeLimits = new Map((schema.blocks ?? []).filter((b) => typeof b.limit === 'number').map((b) => [b.type, b.limit as number]));
  const perType = new Map<string, number>();
  const kept: string[] = [];
  const problems: string[] = [];
  for (const key of order) {
    const block = stored[key];
    if (!block || block.static) continue;
    const count = (perType.get(block.type) ?? 0) + 1;
    const limit = typeLimits.get(block.type);
    if (limit !== undefined && count > limit) {
      problems.push(`Section "${type}" allows ${limit} "${block.type}" block${limit === 1 ? '' : 's'}; block "${key}" is not rendered`);
      continue;
    }
    if (kept.length >= max) {
      problems.push(`Section "${type}" allows ${max} blocks (max_blocks); block "${key}" is not rendered`);
      continue;
    }
    perType.set(block.type, count);
    kept.push(key);
  }
  return problems.length ? { data: { ...data, block_order: kept }, problems } : { data, problems };
}

export interface SectionRuleDeps {
  /** the section file's schema, or undefined when there is no file (its render reports that) */
  schemaOf(type: string): SectionSchema | undefined;
  /** a broken rule; throws in strict mode, logs in lax mode (the key is not rendered) */
  violation(message: string, key: string): void;
}

/**
 * The keys of a template's or group's sections that render: at most 25, each schema's `limit`
 * per type, and `enabled_on` / `disabled_on` for this template or group. Disabled ones pass
 * through (their own `disabled` flag skips them).
 */
export function allowedSections(keys: string[], sections: Record<string, SectionData>, target: PlacementTarget, deps: SectionRuleDeps): string[] {
  const allowed: string[] = [];
  const perType = new Map<string, number>();
  for (const key of keys) {
    const data = sections[key];
    if (!data || data.disabled) {
      allowed.push(key);
      continue;
    }
    if (allowed.length >= MAX_SECTIONS_PER_FILE) {
      deps.violation(`A template or section group holds at most ${MAX_SECTIONS_PER_FILE} sections; "${key}" is not rendered`, key);
      continue;
    }
    const schema = deps.schemaOf(data.type);
    if (!schema) {
      allowed.push(key);
      continue;
    }
    const violation = placementViolation(data.type, schema, target);
    if (violation) {
      deps.violation(violation, key);
      continue;
    }
    const count = (perType.get(data.type) ?? 0) + 1;
    if (count > sectionLimit(schema)) {
      deps.violation(`Section "${data.type}" may appear ${sectionLimit(schema)} time(s) here (limit); "${key}" is not rendered`, key);
      continue;
    }
    perType.set(data.type, count);
    allowed.push(key);
  }
  return allowed;
}
