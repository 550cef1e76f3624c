// The page URL a filter value adds itself to or removes itself from: the request's path and query
// without pagination and the Section Rendering API's parameters, as Shopify prints them.
const DROPPED = ['page', 'section_id', 'sections'];

export class FilterUrl {
  private readonly params: URLSearchParams;

  constructor(
    readonly path: string,
    search: string | URLSearchParams = '',
  ) {
    this.params = new URLSearchParams(search);
    for (const key of DROPPED) this.params.delete(key);
  }

  /** every value the query gives `name`, non-empty, trimmed */
  all(name: string): string[] {
    return this.params
      .getAll(name)
      .map((v) => v.trim())
      .filter((v) => v !== '');
  }

  /** the parameter names in the query */
  names(): string[] {
    return [...new Set(this.params.keys())];
  }

  with(name: string, value: string): string {
    const next = new URLSearchParams(this.params);
    next.append(name, value);
    return this.print(next);
  }

  /** without `name` (only its `value`, when given) */
  without(names: string[], value?: string): string {
    const next = new URLSearchParams();
    for (const [k, v] of this.params) if (!names.includes(k) || (value !== undefined && v.trim() !== value)) next.append(k, v);
    return this.print(next);
  }

  private print(params: URLSearchParams): string {
    const query = params.toString();
    return query ? `${this.path}?${query}` : this.path;
  }
}
