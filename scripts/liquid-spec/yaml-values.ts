// Ruby-typed YAML scalars of a spec, as Psych loads them: `0.0` is a Float (prints "0.0", not "0") and
// `2001-02-03` a Date (prints "2001-02-03"). They are read as plain marker objects, which survive the
// structured clone that carries a spec to the worker, and revived there as the engine's Ruby values.
import { types } from 'node:util';
import { Scalar, type ScalarTag } from 'yaml';
import { RubyFloat, rubyFloatText } from '../../preview/liquid/ruby-values';

const FLOAT = 'liquid-spec:float';
const DATE = 'liquid-spec:date';
const FLOAT_TAG = 'tag:yaml.org,2002:float';
const TIMESTAMP_TAG = 'tag:yaml.org,2002:timestamp';
const INT_TAG = 'tag:yaml.org,2002:int';

/** A Ruby Date: midnight UTC of its day, printed as Date#to_s prints it. */
export class RubyDate extends Date {
  override toString(): string {
    return this.toISOString().slice(0, 10);
  }
}

/** Psych's decimal integers with `,` separators (`1,000`, `1,2,3` is 123), which YAML 1.1 libraries read as text. */
export const psychCommaInteger: ScalarTag = {
  tag: INT_TAG,
  default: true,
  test: /^[-+]?[1-9](?:[0-9]|,[0-9]|_[0-9])*,[0-9](?:[0-9]|,[0-9]|_[0-9])*$/,
  resolve: (src) => Number(src.replace(/[,_]/g, '')),
};

const valueOf = (resolved: unknown): unknown => (resolved instanceof Scalar ? resolved.value : resolved);

/** The YAML 1.1 schema's int, float and timestamp tags as Psych reads them: a float or a date-only timestamp
 * resolves to its marker, an integer with a stray underscore to its text. */
export function rubyTypedTag(tag: ScalarTag): ScalarTag {
  const resolve = tag.resolve.bind(tag);
  // Psych takes an underscore in an integer only between digits (`1_000`); `5_` and `1__2` stay strings.
  if (tag.tag === INT_TAG) return { ...tag, resolve: (src, ...rest) => (/_(?![0-9])/.test(src) ? src : resolve(src, ...rest)) };
  if (tag.tag === FLOAT_TAG) return { ...tag, resolve: (...args) => ({ [FLOAT]: valueOf(resolve(...args)) }) };
  if (tag.tag === TIMESTAMP_TAG) {
    return { ...tag, resolve: (src, ...rest) => (/^\d{4}-\d\d?-\d\d?$/.test(src) ? { [DATE]: valueOf(resolve(src, ...rest)) } : resolve(src, ...rest)) };
  }
  return tag;
}

const marked = (value: unknown, key: string): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === key ? (value as Record<string, unknown>)[key] : undefined;
};

/** The Ruby value a marker stands for (RubyFloat, RubyDate), or undefined for any other value. (Dates are
 * recognised with isDate: under the suite's frozen clock the global Date is another class.) */
export function reviveYamlValue(value: unknown): unknown {
  const float = marked(value, FLOAT);
  if (typeof float === 'number') return new RubyFloat(float);
  const date = marked(value, DATE);
  return types.isDate(date) ? new RubyDate(date.getTime()) : undefined;
}

/** The text Ruby gives a marked scalar used as text (`expected: 1.0` is "1.0"), or undefined. */
export function yamlScalarText(value: unknown): string | undefined {
  const float = marked(value, FLOAT);
  if (typeof float === 'number') return rubyFloatText(float);
  const date = marked(value, DATE);
  return types.isDate(date) ? date.toISOString().slice(0, 10) : undefined;
}
