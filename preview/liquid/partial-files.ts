// Where `render` and `include` find a partial: a theme's snippets folder by default (LiquidJS reads it
// from disk), or a host's own partial files with their own not-found text (the liquid-spec runner).
import { LookupType, type FS, type Liquid, type Template } from 'liquidjs';

/** Partials looked up by the name the tag gives (`{% render 'name' %}`). */
export interface PartialFiles {
  /** The partial's source, or undefined when there is no such partial. */
  read(name: string): string | undefined;
  /** The message of the error a missing partial raises (Liquid's FileSystemError). */
  missing(name: string): string;
}

/** A partial that does not exist; Ruby Liquid's Liquid::FileSystemError. */
export class PartialNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileSystemError';
  }
}

/**
 * The partials as a LiquidJS file system. A partial's path is its name as the tag gives it, so an error
 * inside it is located "(name line N)" as Liquid names a partial; a missing one raises `missing(name)`.
 */
export function partialFileSystem(files: PartialFiles): FS {
  const read = (name: string): string => {
    const source = files.read(name);
    if (source === undefined) throw new PartialNotFoundError(files.missing(name));
    return source;
  };
  return {
    // LiquidJS resolves a name before it reads it: the lookup fails here, with the partials' own text.
    resolve: (_dir, name) => {
      read(name);
      return name;
    },
    exists: () => Promise.resolve(true),
    existsSync: () => true,
    readFile: (name) => Promise.resolve(read(name)),
    readFileSync: read,
  };
}

/** A partial's templates, parsed (and cached) by LiquidJS's public parseFile; `sync` as the render is. */
export function* parsePartial(liquid: Liquid, name: string, sync: boolean): Generator<unknown, Template[], unknown> {
  if (sync) return liquid.parseFileSync(name, LookupType.Partials);
  return (yield liquid.parseFile(name, LookupType.Partials)) as Template[];
}
