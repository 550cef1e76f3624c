// The part of negotiator 1.x's documented API the preview uses; @types/negotiator (0.6) lacks `{ preferred }`.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | readonly string[] | undefined> });
    /** The client's best encoding among `available` (q=0 refused, `*` honoured); ties go to `preferred`'s order. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
