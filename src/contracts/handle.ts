/** Shopify's handleize, once for the theme's scripts and the preview: accents dropped (Crème → creme),
 * apostrophes and quotes removed (Olive's, Fridge’s → olives, fridges), any other run of characters a dash. */
export function handleize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['"‘’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
