// Ruby's strftime where LiquidJS's differs: composite directives (%D %F %R %T %r %c %x %X) spelled out,
// ISO-8601 week directives (%V %G %g) computed, and Liquid's date inputs (Unix-time strings, 'now'/'today', explicit offsets).
// A Date from any realm or Date class (the liquid-spec runner freezes the clock with a subclass).
import { isDate } from 'node:util/types';
import { RubyFloat } from '../ruby-values';
import { plain } from './args';

const COMPOSITES: Record<string, string> = {
  D: '%m/%d/%y',
  F: '%Y-%m-%d',
  R: '%H:%M',
  T: '%H:%M:%S',
  r: '%I:%M:%S %p',
  c: '%a %b %e %H:%M:%S %Y',
  x: '%m/%d/%y',
  X: '%H:%M:%S',
};
const DAY_MS = 86_400_000;

/** ISO-8601 week number and week-based year of a calendar date. */
function isoWeek(year: number, month: number, day: number): { week: number; year: number } {
  const t = Date.UTC(year, month, day);
  const weekday = (new Date(t).getUTCDay() + 6) % 7; // Monday 0
  const thursday = t + (3 - weekday) * DAY_MS;
  const weekYear = new Date(thursday).getUTCFullYear();
  return { week: 1 + Math.floor((thursday - Date.UTC(weekYear, 0, 1)) / (7 * DAY_MS)), year: weekYear };
}

/**
 * The format with Ruby's composite and ISO-week directives replaced, for a moment printed at
 * `offsetWest` minutes west of UTC (LiquidJS's convention; UTC when none), so what's left is LiquidJS's own.
 */
export function rubyDateFormat(format: string, at: Date, offsetWest: number | undefined): string {
  const local = new Date(at.getTime() - (offsetWest ?? 0) * 60_000);
  return format.replace(/%([-_0^#:]*)([A-Za-z%])/g, (whole, flags: string, code: string) => {
    if (code === '%') return whole;
    // A time in the default zone (UTC) names it; LiquidJS would print its offset.
    if (code === 'Z' && !flags) return offsetWest === undefined ? 'UTC' : whole;
    if (!flags && COMPOSITES[code]) return COMPOSITES[code];
    if (code !== 'V' && code !== 'G' && code !== 'g') return whole;
    const iso = isoWeek(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    const value = code === 'V' ? iso.week : code === 'G' ? iso.year : iso.year % 100;
    return code === 'G' || flags.includes('-') ? String(value) : String(value).padStart(2, '0');
  });
}

export interface DateInput {
  /** What LiquidJS's date filter is given. */
  input: unknown;
  at: Date;
  /** Minutes west of UTC written in the input (`-0400` → 240), printed in that zone as Ruby does. */
  offsetWest?: number;
}

/** Liquid's date inputs: times, Unix seconds (numbers or digit strings), 'now'/'today' in any case, parseable date strings. */
export function dateInput(value: unknown): DateInput | undefined {
  let v = plain(value);
  if (v instanceof RubyFloat) v = v.value;
  if (isDate(v)) return Number.isNaN(v.getTime()) ? undefined : { input: v, at: v };
  if (typeof v === 'number') return Number.isFinite(v) ? { input: v, at: new Date(v * 1000) } : undefined;
  if (typeof v !== 'string') return undefined;
  const text = v.trim();
  if (/^(now|today)$/i.test(text)) return { input: 'now', at: new Date() };
  if (/^-?\d+$/.test(text)) return { input: Number(text), at: new Date(Number(text) * 1000) };
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return undefined;
  const zone = /(?:\s|\d)([+-])(\d\d):?(\d\d)$/.exec(text);
  const offsetWest = zone ? (zone[1] === '-' ? 1 : -1) * (Number(zone[2]) * 60 + Number(zone[3])) : undefined;
  return { input: text, at, offsetWest };
}
