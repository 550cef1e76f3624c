// The object properties a theme reads: `object.property` in its Liquid files, where `object` is a
// documented object's name (themes name loop variables after the object: `for variant in …`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LiquidDocs } from './docs';
import { lookup, RENDER_SCOPED, type ObjectSamples } from './objects';

const THEME_DIRS = ['layout', 'templates', 'sections', 'snippets', 'blocks'];

function liquidFiles(themeRoot: string): string[] {
  const out: string[] = [];
  const visit = (rel: string): void => {
    let entries;
    try {
      entries = readdirSync(path.join(themeRoot, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) visit(child);
      else if (e.name.endsWith('.liquid')) out.push(child);
    }
  };
  THEME_DIRS.forEach(visit);
  return out.sort();
}

export interface PropertyUse {
  object: string;
  property: string;
  files: string[];
}

/** Documented `object.property` pairs the theme's Liquid reads, with the files that read them. */
export function themeUsage(themeRoot: string, docs: LiquidDocs): PropertyUse[] {
  const properties = new Map(docs.objects.map((o) => [o.name, new Set((o.properties ?? []).map((p) => p.name))]));
  const names = [...properties.keys()].sort((a, b) => b.length - a.length).join('|');
  const pattern = new RegExp(`(?<![\\w.\\]'"-])(${names})\\.([a-z_][\\w]*\\??)`, 'g');
  const uses = new Map<string, PropertyUse>();
  for (const file of liquidFiles(themeRoot)) {
    const source = readFileSync(path.join(themeRoot, file), 'utf8').replace(
      /{%-?\s*(comment|doc|schema|javascript|stylesheet)\s*-?%}[\s\S]*?{%-?\s*end\1\s*-?%}/g,
      '',
    );
    for (const m of source.matchAll(pattern)) {
      const [, object, property] = m as unknown as [string, string, string];
      if (!properties.get(object)?.has(property)) continue;
      const key = `${object}.${property}`;
      const use = uses.get(key) ?? { object, property, files: [] };
      if (!use.files.includes(file)) use.files.push(file);
      uses.set(key, use);
    }
  }
  return [...uses.values()].sort((a, b) => `${a.object}.${a.property}`.localeCompare(`${b.object}.${b.property}`));
}

export interface UsageReport {
  used: number;
  missing: PropertyUse[];
  unchecked: PropertyUse[];
}

/** Splits the theme's reads into those the preview's objects answer, those they lack, and those of render-scoped objects. */
export function usageReport(uses: PropertyUse[], found: ObjectSamples): UsageReport {
  const missing: PropertyUse[] = [];
  const unchecked: PropertyUse[] = [];
  for (const use of uses) {
    const samples = found.samples.get(use.object);
    if (!samples?.length) {
      (RENDER_SCOPED.includes(use.object) ? unchecked : missing).push(use);
      continue;
    }
    if (!samples.some((s) => lookup(s, use.property).found)) missing.push(use);
  }
  return { used: uses.length, missing, unchecked };
}
