// A spec's `filesystem:` as the suite's runner builds it (lazy_spec.rb SimpleFileSystem): names are
// case-insensitive, `.liquid` is appended unless present, paths are taken literally (no `..`
// normalisation), and a missing file raises "Could not find asset NAME" (or the spec's
// `_error-message`). A spec without a filesystem has an empty one (spec_loader.rb: `filesystem || {}`).
import type { PartialFiles } from '../../preview/liquid/partial-files';

const fileName = (name: string): string => {
  const lower = name.toLowerCase();
  return lower.endsWith('.liquid') ? lower : `${lower}.liquid`;
};

/** The spec's filesystem as the engine's partial files. */
export function specPartials(filesystem: Record<string, unknown>): PartialFiles {
  const files = new Map<string, string>();
  for (const [key, body] of Object.entries(filesystem)) {
    if (key === 'instantiate' || key === '_error-message' || typeof body !== 'string') continue;
    files.set(fileName(key), body);
  }
  const message = filesystem['_error-message'];
  return {
    read: (name) => files.get(fileName(name)),
    missing: (name) => (typeof message === 'string' ? message : `Could not find asset ${name}`),
  };
}
