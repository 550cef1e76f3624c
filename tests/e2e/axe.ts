// axe-core in the page under test: one helper for every spec. The engine is injected once per
// document and run in place, so a second check in the same state costs a run, not a page.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe's violations on the page, or on the part of it `selector` names, each as
 * "rule: node, node". @axe-core/playwright's AxeBuilder runs the same engine with the same rules
 * but injects it again for every check and finishes each run in a fresh blank page: 2–5 s a
 * check on 2 cores against 0.3–0.6 s here. Our pages hold no frames, so one document is all.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, selector ?? null);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')}`);
}

/** axe finds nothing on the page, or on the part of it a test is about. */
export async function expectNoAxeViolations(page: Page, selector?: string): Promise<void> {
  const found = await axeViolations(page, selector);
  expect(found, found.join('\n')).toEqual([]);
}
