// Number literals keep Ruby's types (LiquidJS's option numberLiteral, patches/liquidjs+10.30.1.patch): LiquidJS
// reads `7.0` as the number 7; a literal written with a decimal point or exponent is a RubyFloat (`{{ 7.0 }}`
// prints 7.0), and an integer past 2^53 a bigint (exact).
import type { NumberToken } from 'liquidjs';
import { RubyFloat } from './ruby-values';

/** Each literal's value, computed at its first evaluation (a token's text never changes). */
const values = new WeakMap<NumberToken, number | bigint | RubyFloat>();

function literalValue(token: NumberToken): number | bigint | RubyFloat {
  const text = token.getText();
  if (/[.eE]/.test(text)) return new RubyFloat(token.content);
  return Number.isSafeInteger(token.content) || !/^-?\d+$/.test(text) ? token.content : BigInt(text);
}

/** What a number literal evaluates to, as Ruby Liquid: LiquidJS's option numberLiteral. */
export function rubyNumberLiteral(token: NumberToken): number | bigint | RubyFloat {
  let value = values.get(token);
  if (value === undefined) values.set(token, (value = literalValue(token)));
  return value;
}
