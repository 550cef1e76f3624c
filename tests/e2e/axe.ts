// axe-core in the page under test: one helper for every spec. The engine is injected once per
// document and run in place once the page's transitions have settled.
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

interface AxeViolation {
  id: string;
  nodes: { target: unknown[] }[];
}

/**
 * Waits for the page's finite running animations and transitions (a tab's colour, a drawer's
 * slide) to end: axe measures colours as they are, and a shopper reads the state they settle in.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
    await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

/**
 * axe's violations on the page, or on the part of it `selector` names, each as
 * "rule: node, node". @axe-core/playwright's AxeBuilder runs the same engine with the same rules
 * but injects it again for every check and finishes each run in a fresh blank page: 2–5 s a
 * check on 2 cores against 0.3–0.6 s here. Our pages hold no frames, so one document is all.
 */
async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await transitionsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (context) => {
    const engine = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await engine.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, selector ?? null);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')}`);
}

/** axe finds nothing on the page, or on the part of it a test is about. */
export async function expectNoAxeViolations(page: Page, selector?: string): Promise<void> {
  const found = await axeViolations(page, selector);
  expect(found, found.join('\n')).toEqual([]);
}
