// The suite's own rules, as its reference runner applies them (lib/liquid/spec/cli/runner.rb): which
// specs this engine runs or skips (feature gates, parse-mode variants), how an outcome is judged
// against `expected` / `expected_pattern` / `errors`, and the complexity level cleared.
import { type ErrorMode, type Pattern, type Spec } from './load';
import type { Outcome, RaisedError } from './outcome';
import { dawnEquivalent } from './dawn';

/** Parse modes the runner offers, strictest first (the reference adapter DSL's PARSE_ERROR_MODES). */
export const PARSE_MODES: ErrorMode[] = ['strict2', 'strict', 'lax'];

/** Features only a Ruby implementation can provide. */
const RUBY_ONLY_FEATURES = ['ruby_types', 'binary_data', 'ruby_drops', 'activesupport', 'drop_class_output', 'template_factory'];
/** Contracts the suite marks aspirational, which Ruby Liquid 5.13 (what Shopify runs) does not implement and
 * which the suite's own Ruby adapters list as missing (examples/liquid_ruby.rb): `strict2_blank_body_errors`. */
const ASPIRATIONAL_FEATURES = ['strict2_blank_body_errors'];
/** The only reasons a spec is skipped. */
export const MISSING_FEATURES = [...RUBY_ONLY_FEATURES, ...ASPIRATIONAL_FEATURES];

export interface Variant {
  spec: Spec;
  mode: ErrorMode;
  name: string;
}
export interface Plan {
  variants: Variant[];
  skipReason?: string;
}

function declaredModes(spec: Spec): ErrorMode[] {
  if (spec.errorModes.length) return spec.errorModes;
  return PARSE_MODES.filter((m) => spec.features.includes(`${m}_parsing`));
}

/** The runs a spec makes (one per compatible parse mode), or why it is skipped. */
export function planSpec(spec: Spec, missing: readonly string[] = MISSING_FEATURES): Plan {
  const declared = declaredModes(spec);
  const strict = (['strict2', 'strict'] as const).find((m) => declared.includes(m));
  const modes: ErrorMode[] = declared.length === 0 ? ['strict2'] : [...(strict ? [strict] : []), ...(declared.includes('lax') ? ['lax' as const] : [])];
  if (modes.length === 0) return { variants: [], skipReason: `parse mode ${declared.join(', ')}` };
  const gated = spec.features.filter((f) => missing.includes(f));
  if (gated.length) return { variants: [], skipReason: [...new Set(gated)].sort().join(', ') };
  const label = declared.length > 1;
  return { variants: modes.map((mode) => ({ spec, mode, name: label ? `${spec.name} [error_mode=${mode}]` : spec.name })) };
}

export interface Verdict {
  pass: boolean;
  expected?: string;
  got?: string;
}

/** Ruby's extract_core_message: the text after the first "):" (or ":"), stripped. */
export function coreMessage(text: string): string {
  const m = /\):\s*([\s\S]+)$/.exec(text) ?? /:\s*([\s\S]+)$/.exec(text);
  return m?.[1] ? m[1].trim() : text;
}

/** A Ruby regexp as JavaScript reads it: \\A \\z \\Z, a leading (?mi) (Ruby's m is JavaScript's s), ^ and $ always line anchors. */
function rubyRegExp(source: string, rubyFlags = ''): RegExp {
  const inline = /^\(\?([mix]+)\)/.exec(source);
  const flags = new Set([...rubyFlags, ...(inline?.[1] ?? '')]);
  const js = source
    .slice(inline ? inline[0].length : 0)
    .replace(/\\A/g, '(?<![\\s\\S])')
    .replace(/\\z/g, '(?![\\s\\S])')
    .replace(/\\Z/g, '(?=\\n?(?![\\s\\S]))');
  return new RegExp(js, `m${flags.has('m') ? 's' : ''}${flags.has('i') ? 'i' : ''}`);
}

/** String patterns match as case-insensitive literal substrings; regexps as they are. */
function matches(pattern: Pattern, text: string): boolean {
  return pattern instanceof RegExp
    ? rubyRegExp(pattern.source, pattern.flags.replace('s', 'm')).test(text)
    : text.toLowerCase().includes(pattern.toLowerCase());
}

const describe = (patterns: Pattern[]): string => patterns.map((p) => (p instanceof RegExp ? String(p) : JSON.stringify(p))).join(', ');
const errorText = (e: RaisedError): string => `${e.name}: ${e.message}`;

function errorMatches(error: RaisedError, patterns: Pattern[], kind: string): Verdict {
  // Ruby matches the class name too; a syntax error here is what Ruby raises as Liquid::SyntaxError.
  const texts = [error.message, coreMessage(error.message), error.reason, error.located, error.name, ...(error.syntax ? ['Liquid::SyntaxError'] : [])];
  const pass = patterns.every((p) => texts.some((t) => matches(p, t)));
  return { pass, expected: `${kind} matching ${describe(patterns)}`, got: errorText(error) };
}

function outputMatches(output: string, patterns: Pattern[]): Verdict {
  return { pass: patterns.every((p) => matches(p, output)), expected: `output matching ${describe(patterns)}`, got: output };
}

function compare(actual: string, spec: Spec): Verdict {
  const expected = spec.expected;
  const pass =
    expected !== undefined &&
    (actual === expected ||
      (actual.includes('Liquid error') && expected.includes('Liquid error') && coreMessage(actual) === coreMessage(expected)) ||
      (spec.suite === 'shopify_theme_dawn' && dawnEquivalent(actual, expected)));
  return { pass, expected: expected ?? '(nothing expected)', got: actual };
}

/** Judges one run of a spec the way the suite's runner does (run_single_spec). */
export function judge(spec: Spec, outcome: Outcome): Verdict {
  const { errors } = spec;
  if (outcome.timeout) return { pass: false, expected: spec.expected, got: 'timeout' };
  const error = outcome.error;
  if (outcome.stage === 'parse' && error) {
    if (!error.syntax) return { pass: false, expected: spec.expected, got: errorText(error) };
    if (errors.parse_error) return errorMatches(error, errors.parse_error, 'parse error');
    if (spec.renderErrors) return compare(outcome.output ?? error.reason, spec);
    return { pass: false, expected: spec.expected ?? describe(errors.render_error ?? errors.output ?? []), got: errorText(error) };
  }
  if (errors.parse_error)
    return { pass: false, expected: `parse error matching ${describe(errors.parse_error)}`, got: 'no error (template parsed successfully)' };
  if (outcome.stage === 'render' && error) {
    if (errors.render_error) return errorMatches(error, errors.render_error, 'render error');
    if (errors.output) return outputMatches(`Liquid error: ${error.located}`, errors.output);
    return { pass: false, expected: spec.expected, got: errorText(error) };
  }
  const output = outcome.output ?? '';
  if (errors.render_error) {
    const inline = output.includes('Liquid error') && errors.render_error.every((p) => matches(p, output) || matches(p, coreMessage(output)));
    return { pass: inline, expected: `render error matching ${describe(errors.render_error)}`, got: `no error (rendered: ${JSON.stringify(output)})` };
  }
  if (errors.output) return outputMatches(output, errors.output);
  if (spec.expectedPattern !== undefined) {
    return { pass: rubyRegExp(spec.expectedPattern).test(output), expected: `output matching /${spec.expectedPattern}/`, got: output };
  }
  return compare(output, spec);
}

/**
 * The complexity level cleared: the highest complexity present among the runs at which every run at
 * or below it passes (the largest level below the first failing one; 0 when the lowest level fails;
 * the highest level when nothing fails).
 */
export function complexityCleared(results: readonly { complexity: number; pass: boolean }[]): number {
  const levels = [...new Set(results.map((r) => r.complexity))].sort((a, b) => a - b);
  const failing = results.filter((r) => !r.pass).map((r) => r.complexity);
  if (failing.length === 0) return levels.at(-1) ?? 0;
  const first = Math.min(...failing);
  return levels.filter((c) => c < first).at(-1) ?? 0;
}
