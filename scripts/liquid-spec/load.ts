// Reads a Shopify/liquid-spec checkout (suite.yml + spec YAML files) into plain spec records, with the
// defaults its reference runner applies (lib/liquid/spec/spec_loader.rb, suite.rb, lazy_spec.rb).
import fs from 'node:fs';
import { generatedValues, substituteGenerated } from './generated';
import path from 'node:path';
import { parseDocument, type ScalarTag, type Tags } from 'yaml';
import { psychCommaInteger, rubyTypedTag, yamlScalarText } from './yaml-values';

export type ErrorMode = 'lax' | 'strict' | 'strict2';
export type Pattern = string | RegExp;

export interface SpecErrors {
  parse_error?: Pattern[];
  render_error?: Pattern[];
  output?: Pattern[];
  line?: number;
}

export interface Spec {
  suite: string;
  file: string;
  name: string;
  template: string;
  templateName?: string;
  expected?: string;
  expectedPattern?: string;
  errors: SpecErrors;
  complexity: number;
  errorModes: ErrorMode[];
  renderErrors: boolean;
  features: string[];
  environment: Record<string, unknown>;
  filesystem: Record<string, unknown>;
  /** A directory spec: a whole theme file, rendered against the runner's --theme when one is given. */
  themePage?: boolean;
  /** The spec's `resource_limits` (render_score_limit, cumulative_render_score_limit ...), as given. */
  resourceLimits: Record<string, unknown>;
}

export interface Suite {
  id: string;
  name: string;
  /** Included when no --suite is given (suite.yml `default`, true when absent). */
  isDefault: boolean;
  timings: boolean;
  features: string[];
  specs: Spec[];
}

/** `!ruby/regexp /src/flags` error patterns, as the reference runner permits them. */
const rubyRegexp: ScalarTag = {
  tag: '!ruby/regexp',
  resolve: (src: string) => {
    const m = /^\/(.*)\/([mix]*)$/s.exec(src);
    // Ruby flags kept as JavaScript ones: i as i, m (dot matches newline) as s.
    const flags = m?.[2] ?? '';
    return new RegExp(m?.[1] ?? src, `${flags.includes('i') ? 'i' : ''}${flags.includes('m') ? 's' : ''}`);
  },
};

const BOOL = 'tag:yaml.org,2002:bool';
/** Psych's booleans: yes/true/on and no/false/off in any case, but not YAML 1.1's y and n. */
const psychBooleans: ScalarTag[] = [
  { tag: BOOL, default: true, identify: (v) => v === true, test: /^(?:yes|true|on)$/i, resolve: () => true },
  { tag: BOOL, default: true, identify: (v) => v === false, test: /^(?:no|false|off)$/i, resolve: () => false },
];

/** YAML as Ruby's Psych reads it (YAML 1.1: yes/no booleans, timestamps, !binary; floats and dates as Ruby's, yaml-values.ts). */
export function readYaml(text: string): unknown {
  const customTags = (tags: Tags): Tags => [
    ...psychBooleans,
    rubyRegexp,
    psychCommaInteger,
    ...tags.filter((t) => typeof t === 'string' || t.tag !== BOOL).map((t) => (typeof t === 'string' || 'collection' in t ? t : rubyTypedTag(t))),
  ];
  const doc = parseDocument(text, { schema: 'yaml-1.1', customTags, uniqueKeys: false, strict: false, logLevel: 'error' });
  return doc.toJS({ maxAliasCount: -1 });
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const symbol = (v: unknown): string | undefined => (typeof v === 'string' ? v.replace(/^:/, '') : undefined);
/** A YAML scalar as the text Ruby would compare (`expected: 42` is "42"). */
const text = (v: unknown): string | undefined => {
  if (v === undefined || v === null) return undefined;
  return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : (yamlScalarText(v) ?? JSON.stringify(v));
};
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => String(symbol(x))) : []);
const patterns = (v: unknown): Pattern[] | undefined =>
  v === undefined || v === null ? undefined : (Array.isArray(v) ? v : [v]).map((p) => (p instanceof RegExp ? p : String(p)));

function modesOf(v: unknown): ErrorMode[] {
  const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  return list.map((m) => symbol(m) as ErrorMode);
}

/** Right side wins; nested hashes merge (spec_loader's deep_merge_hashes). */
function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = b && v && typeof b === 'object' && typeof v === 'object' && !Array.isArray(b) && !Array.isArray(v) ? deepMerge(asRecord(b), asRecord(v)) : v;
  }
  return out;
}

interface SuiteConfig {
  id: string;
  name: string;
  isDefault: boolean;
  timings: boolean;
  features: string[];
  defaults: Record<string, unknown>;
  minimumComplexity?: number;
}

function suiteConfig(dir: string): SuiteConfig {
  const cfg = asRecord(readYaml(fs.readFileSync(path.join(dir, 'suite.yml'), 'utf8')));
  return {
    id: path.basename(dir),
    name: typeof cfg.name === 'string' ? cfg.name : path.basename(dir),
    isDefault: cfg.default !== false,
    timings: cfg.timings === true,
    features: strings(cfg.features),
    defaults: asRecord(cfg.defaults),
    minimumComplexity: typeof cfg.minimum_complexity === 'number' ? cfg.minimum_complexity : undefined,
  };
}

function specsOfFile(file: string, suite: SuiteConfig): Spec[] {
  const data = readYaml(fs.readFileSync(file, 'utf8'));
  const meta = Array.isArray(data) ? {} : asRecord(asRecord(data)._metadata);
  const list = Array.isArray(data) ? data : asRecord(data).specs;
  if (!Array.isArray(list)) return [];
  let shared: Record<string, unknown> | undefined;
  for (const rel of strings(meta.data_files))
    shared = deepMerge(shared ?? {}, asRecord(readYaml(fs.readFileSync(path.resolve(path.dirname(file), rel), 'utf8'))));
  const minimum = suite.minimumComplexity ?? (meta.minimum_complexity as number | undefined) ?? (meta.complexity as number | undefined) ?? 1000;
  const sourceFeatures = [...new Set([...suite.features, ...strings(meta.features)])];
  const required = asRecord(meta.required_options);
  return list
    .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object' && !Array.isArray(s))
    .map((raw) => {
      const renderErrors = 'render_errors' in raw ? raw.render_errors : 'render_errors' in meta ? meta.render_errors : suite.defaults.render_errors;
      const errorModes = modesOf('error_mode' in raw ? raw.error_mode : 'error_mode' in required ? required.error_mode : suite.defaults.error_mode);
      const features = [...new Set([...sourceFeatures, ...strings(raw.features)])];
      // lazy_spec.rb: the primary parse mode and inline rendering are features too.
      if (errorModes[0]) features.push(`${errorModes[0]}_parsing`);
      if (renderErrors) features.push('inline_errors');
      const errs = asRecord(raw.errors);
      const env = asRecord(raw.environment);
      const values = generatedValues(String(raw.name), raw.generate);
      const fill = (t: string | undefined): string | undefined => (values && t !== undefined ? substituteGenerated(t, values) : t);
      return {
        suite: suite.id,
        file,
        name: String(raw.name),
        template: fill(text(raw.template)) ?? '',
        templateName: typeof raw.template_name === 'string' ? raw.template_name : undefined,
        expected: 'expected' in raw ? fill(text(raw.expected)) : text(suite.defaults.expected),
        expectedPattern:
          typeof raw.expected_pattern === 'string' ? raw.expected_pattern : raw.expected_pattern instanceof RegExp ? raw.expected_pattern.source : undefined,
        errors: {
          parse_error: patterns(errs.parse_error),
          render_error: patterns(errs.render_error),
          output: patterns(errs.output),
          line: typeof errs.line === 'number' ? errs.line : undefined,
        },
        complexity: typeof raw.complexity === 'number' ? raw.complexity : minimum,
        errorModes,
        renderErrors: !!renderErrors,
        features: [...new Set(features)],
        environment: shared ? deepMerge(shared, env) : env,
        filesystem: asRecord(raw.filesystem),
        resourceLimits: asRecord(raw.resource_limits),
      };
    });
}

/** A directory spec: template.liquid + environment.yml + expected.html (load_directory_spec). */
function directorySpec(dir: string, suite: SuiteConfig): Spec {
  const read = (f: string): string | undefined => (fs.existsSync(path.join(dir, f)) ? fs.readFileSync(path.join(dir, f), 'utf8') : undefined);
  const env = read('environment.yml');
  return {
    suite: suite.id,
    file: path.join(dir, 'template.liquid'),
    name: path.basename(dir),
    template: read('template.liquid') ?? '',
    expected: read('expected.html'),
    errors: {},
    complexity: suite.minimumComplexity ?? 1000,
    errorModes: [],
    renderErrors: false,
    features: [...suite.features],
    environment: env === undefined ? {} : asRecord(readYaml(env)),
    filesystem: {},
    themePage: true,
    resourceLimits: {},
  };
}

/** Every suite folder (one holding a suite.yml) of a liquid-spec checkout, with its specs. */
export function loadSuites(specDir: string): Suite[] {
  const root = fs.existsSync(path.join(specDir, 'specs')) ? path.join(specDir, 'specs') : specDir;
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, d.name, 'suite.yml')))
    .map((d) => d.name)
    .sort()
    .map((id) => {
      const dir = path.join(root, id);
      const cfg = suiteConfig(dir);
      const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
      const specs = [
        ...entries.filter((e) => e.isFile() && e.name.endsWith('.yml') && e.name !== 'suite.yml').flatMap((e) => specsOfFile(path.join(dir, e.name), cfg)),
        ...entries
          .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'template.liquid')))
          .map((e) => directorySpec(path.join(dir, e.name), cfg)),
      ];
      return { id, name: cfg.name, isDefault: cfg.isDefault, timings: cfg.timings, features: cfg.features, specs };
    });
}
