// Failed-login throttling per email: after MAX_FAILURES failures within WINDOW_MS the login is
// refused (right password or not) until the oldest failure leaves the window. Kept in memory:
// a restart forgets it, which an offline preview can afford.
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
/** emails tracked at most; the oldest entries go first (a flood of made-up emails stays bounded) */
const MAX_TRACKED = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** Lower-cased, trimmed, capped: `Olive@X` and `olive@x ` share one counter. */
  static keyOf(email: string): string {
    return email.trim().toLowerCase().slice(0, 320);
  }

  isBlocked(email: string): boolean {
    return this.recent(LoginThrottle.keyOf(email)).length >= MAX_FAILURES;
  }

  recordFailure(email: string): void {
    const key = LoginThrottle.keyOf(email);
    const list = this.recent(key);
    list.push(this.now());
    this.failures.delete(key); // re-insert: Map order is then least recently failed first
    this.failures.set(key, list);
    if (this.failures.size > MAX_TRACKED) this.failures.delete(this.failures.keys().next().value!);
  }

  clear(email: string): void {
    this.failures.delete(LoginThrottle.keyOf(email));
  }

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }
}
