/**
 * Merchant inline rich text (announcement messages) made safe to put in the page, by DOMPurify:
 * only the tags inline rich text produces (bold, italic, links …), every tag closed, no attributes
 * except a link's http(s)/relative/mailto/tel href, scripts, styles, SVG and MathML dropped with
 * their content, other tags unwrapped.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

const CONFIG: Config = {
  ALLOWED_TAGS: ['a', 'b', 'br', 'em', 'i', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // A site path (not `//host` or `/\host`), a fragment, http(s), mailto or tel.
  ALLOWED_URI_REGEXP: /^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i,
  // Besides DOMPurify's defaults (script, style, template, svg, math, noscript, iframe …), these
  // go with their content rather than leave it behind unwrapped.
  ADD_FORBID_CONTENTS: ['object', 'embed'],
};

let purifier: Purifier | undefined;

/** One DOMPurify of our own (its hook must not reach anyone else's), made on first use. */
function inlinePurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // `href` is the one attribute, and only a link's.
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (node.nodeName !== 'A') data.keepAttr = false;
  });
  return purifier;
}

export function sanitizeInlineHtml(html: string): string {
  return inlinePurifier().sanitize(html, CONFIG);
}
