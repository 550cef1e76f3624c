/**
 * Island props contracts: each widget module exports `schema` (valibot), its props type is
 * inferred from it, and the runtime checks the Liquid-rendered JSON against it before mounting.
 */
import * as v from 'valibot';

/** A widget's props schema: JSON in (from Liquid), typed props out. */
export type PropsSchema = v.GenericSchema<unknown, object>;
export type PropsOf<S extends PropsSchema> = v.InferOutput<S>;

export type PropsCheck<S extends PropsSchema> = { ok: true; props: PropsOf<S> } | { ok: false; message: string };

/** `cart.drawer.title`-style path of the first issue, or `(root)`. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return v.getDotPath(issue) ?? '(root)';
}

/**
 * Checks `raw` against the widget's schema. The failure message names the widget, the key and
 * the template, so a renamed key in Liquid is found from one console line.
 */
export function checkIslandProps<S extends PropsSchema>(name: string, schema: S, raw: unknown, template: string): PropsCheck<S> {
  const result = v.safeParse(schema, raw);
  if (result.success) return { ok: true, props: result.output };
  const [first] = result.issues;
  const more = result.issues.length > 1 ? ` (+${result.issues.length - 1} more)` : '';
  return {
    ok: false,
    message: `widget "${name}" on template "${template}": props.${pathOf(first)}: ${first.message}${more}; keeping its server markup.`,
  };
}

/** Every issue as `key: message`, for tests and tooling. */
export function propsIssues(schema: PropsSchema, raw: unknown): string[] {
  const result = v.safeParse(schema, raw);
  return result.success ? [] : result.issues.map((issue) => `${pathOf(issue)}: ${issue.message}`);
}
