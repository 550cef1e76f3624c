/** Test widgets for the island runtime: a counter (with a props schema) and one that throws. */
import { useState } from 'react';
import * as v from 'valibot';
import type { WidgetRegistry } from '../../../src/islands/registry';

/** The counter's props contract: optional start and label; anything else typed wrong is refused. */
export const counterSchema = v.object({ start: v.optional(v.number()), label: v.optional(v.string()) });

/** Renders the same structure as its server markup: a button whose text counts clicks. */
export function Counter({ start = 0, label = 'count' }: { start?: number; label?: string }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" className="counter" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

export function Boom(): never {
  throw new Error('widget exploded');
}

export function counterMarkup(props: string, strategy = 'load', text = 'server 0'): string {
  return `<div data-widget="counter" data-hydrate="${strategy}">
    <script type="application/json" data-props>${props}</script>
    <button type="button" class="counter">${text}</button>
  </div>`;
}

export function makeRegistry() {
  const loads: Record<string, number> = { counter: 0, boom: 0 };
  const registry: WidgetRegistry = {
    counter: async () => {
      loads.counter! += 1;
      await new Promise((resolve) => setTimeout(resolve, 5)); // a chunk arrives later
      return { default: Counter, schema: counterSchema };
    },
    boom: async () => {
      loads.boom! += 1;
      return { default: Boom, schema: v.object({}) };
    },
  };
  return { registry, loads };
}
