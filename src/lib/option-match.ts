// The one rule for which variant a picked option value means, shared by the product form's state
// (purchase-mode.ts) and its server frame answering a press before the island loads (frame-variants.ts).

/**
 * The variant whose options are `wanted` (the option at `position` just picked, the others as they
 * were); where that combination does not exist, the first variant carrying the picked value.
 */
export function variantForOptions<T>(
  variants: readonly T[],
  optionsOf: (variant: T) => readonly unknown[],
  wanted: readonly unknown[],
  position: number,
): T | undefined {
  const exact = variants.find((variant) => {
    const options = optionsOf(variant);
    return wanted.every((value, i) => options[i] === value);
  });
  return exact ?? variants.find((variant) => optionsOf(variant)[position] === wanted[position]);
}
