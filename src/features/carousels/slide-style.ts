/** Colour settings as the sections' Liquid style attributes set them: only the custom properties the merchant filled in. */
import type { CSSProperties } from 'react';

type CustomProperties = CSSProperties & Record<`--${string}`, string>;

export function customProperties(values: Readonly<Record<`--${string}`, string>>): CustomProperties | undefined {
  const style: CustomProperties = {};
  let any = false;
  for (const [name, value] of Object.entries(values) as [`--${string}`, string][]) {
    if (!value) continue;
    style[name] = value;
    any = true;
  }
  return any ? style : undefined;
}
