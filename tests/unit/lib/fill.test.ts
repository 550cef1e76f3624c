import { describe, expect, it } from 'vitest';
import { fill } from '../../../src/lib/fill';

describe('fill (locale texts with {name} placeholders)', () => {
  it('fills each placeholder with its value', () => {
    expect(fill("You're {amount} away from free shipping.", { amount: '$41.00' })).toBe("You're $41.00 away from free shipping.");
    expect(fill('Slide {index} of {count}', { index: 2, count: 5 })).toBe('Slide 2 of 5');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fill('{missing} stays', {})).toBe('{missing} stays');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('prints {%s} as written, never an Object member', (name) => {
    expect(fill(`Hello {${name}}`, { count: 1 })).toBe(`Hello {${name}}`);
  });

  it('never fills a value that itself holds a placeholder', () => {
    expect(fill('{a} and {b}', { a: '{b}', b: 'B' })).toBe('{b} and B');
  });
});
