// Variable lookups as Ruby Liquid's VariableLookup: a key found on a hash or an integer index on an array is
// read; otherwise only a dot-written `first`/`last`/`size` is a method call (Ruby's `command` lookup), so
// `h.first` is the hash's first pair, `s.first` a string's first character, `i.size` 8, and `a['first']` nil.
import { Drop, TokenKind, type Context, type Token } from 'liquidjs';
import { isPlainHash, RubyFloat } from './ruby-values';

const COMMANDS = ['first', 'last', 'size'] as const;
type CommandName = (typeof COMMANDS)[number];

/** The key of a dot-written `.first`/`.last`/`.size`: a method call where the object has no such key. */
class LookupCommand {
  constructor(readonly name: CommandName) {}
  toString(): string {
    return this.name;
  }
}

const isCommandName = (v: unknown): v is CommandName => COMMANDS.includes(v as CommandName);
const LOOKUP_COMMANDS = Object.fromEntries(COMMANDS.map((name) => [name, new LookupCommand(name)])) as Record<CommandName, LookupCommand>;

/** A dot-written key `first`/`last`/`size` (a Word token, where `['first']` is Quoted) as a LookupCommand: LiquidJS's option lookupKey. */
export const rubyLookupKey = (key: unknown, token: Token): unknown => (token.kind === TokenKind.Word && isCommandName(key) ? LOOKUP_COMMANDS[key] : key);

/** Ruby's Integer#size: the bytes of its machine representation (8 for a Fixnum). */
const integerSize = (n: number | bigint): number => (typeof n === 'number' ? 8 : Math.ceil((n < 0n ? -n : n).toString(2).length / 64) * 8);

/** What the method `name` answers on a string, hash or number, as Shopify's Ruby (nil where Ruby has no such method). */
export function callRubyMethod(obj: unknown, name: CommandName): unknown {
  if (typeof obj === 'string') {
    const chars = Array.from(obj);
    return name === 'size' ? chars.length : ((name === 'first' ? chars[0] : chars.at(-1)) ?? '');
  }
  if (isPlainHash(obj)) {
    if (name === 'size') return Object.keys(obj).length;
    return name === 'first' ? Object.entries(obj)[0] : undefined;
  }
  if ((typeof obj === 'number' && Number.isInteger(obj)) || typeof obj === 'bigint') return name === 'size' ? integerSize(obj) : undefined;
  return undefined;
}

/** Values Ruby Liquid looks up itself; drops, dates and other objects keep LiquidJS's lookup. */
const isRubyValue = (v: unknown): boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean' || v instanceof RubyFloat || isPlainHash(v);

/** How a lookup reads `key` of `obj`, as Ruby Liquid (see the file comment): LiquidJS's option readProperty. */
export function readRubyProperty(obj: unknown, key: unknown, ctx: Context): unknown {
  // No closures here: this runs for every property read of every render.
  const command = key instanceof LookupCommand ? key.name : undefined;
  const name = (command ?? key) as Parameters<Context['readPropertyDefault']>[1];
  let value: unknown = obj;
  while (value && typeof (value as { toLiquid?: unknown }).toLiquid === 'function' && !(value instanceof Drop))
    value = (value as { toLiquid(): unknown }).toLiquid();
  if (Array.isArray(value)) return !command && isCommandName(name) ? undefined : readDefault(ctx, obj, name);
  if (!isRubyValue(value)) return readDefault(ctx, obj, name);
  if (isPlainHash(value) && typeof name === 'string' && Object.prototype.hasOwnProperty.call(value, name)) return readDefault(ctx, obj, name);
  return command ? callRubyMethod(value, command) : undefined;
}

/** LiquidJS's own lookup of `name` on `obj`. */
function readDefault(ctx: Context, obj: unknown, name: Parameters<Context['readPropertyDefault']>[1]): unknown {
  return ctx.readPropertyDefault(obj as Parameters<Context['readPropertyDefault']>[0], name);
}
