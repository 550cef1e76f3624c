export type IslandProps = Record<string, unknown>;

export type PropsResult = { ok: true; props: IslandProps } | { ok: false; error: string };

/** Reads the island's own `<script type="application/json" data-props>` (not a nested island's). */
export function readIslandProps(host: Element): PropsResult {
  const script = Array.from(host.children).find((child) => child.matches('script[type="application/json"][data-props]'));
  if (!script) return { ok: true, props: {} };
  const text = script.textContent?.trim() ?? '';
  if (text === '') return { ok: true, props: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { ok: false, error: 'props must be a JSON object' };
    }
    return { ok: true, props: value as IslandProps };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function isPropsScript(node: Node): boolean {
  return node instanceof Element && node.matches('script[type="application/json"][data-props]');
}
