/**
 * Merchant inline rich text (announcement messages) made safe to put in the page: only the tags
 * inline rich text produces (bold, italic, links …), every tag closed, no attributes except a
 * link's http(s)/relative/mailto/tel href, scripts and styles dropped, other tags unwrapped.
 * Parsed in an inert <template>, so nothing in it loads or runs.
 */
const KEPT_TAGS = new Set(['A', 'B', 'BR', 'EM', 'I', 'S', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'U']);
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH']);
const SAFE_HREF = /^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i;

function copyInto(from: ParentNode, to: Node, doc: Document): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === 3) {
      to.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (!(node instanceof doc.defaultView!.Element)) continue;
    const tag = node.tagName.toUpperCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!KEPT_TAGS.has(tag)) {
      copyInto(node, to, doc);
      continue;
    }
    const clean = doc.createElement(tag.toLowerCase());
    const href = tag === 'A' ? node.getAttribute('href')?.trim() : undefined;
    if (href && SAFE_HREF.test(href)) clean.setAttribute('href', href);
    copyInto(node, clean, doc);
    to.appendChild(clean);
  }
}

export function sanitizeInlineHtml(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const out = doc.createElement('div');
  copyInto(template.content, out, doc);
  return out.innerHTML;
}
