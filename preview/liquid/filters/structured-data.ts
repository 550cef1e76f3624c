// structured_data: schema.org JSON-LD for a product or an article (JSON only; themes wrap it
// in <script type="application/ld+json">).
import { prop, str } from './args';
import { imageInfo } from './media';
import { shopifyJson } from './text';

const stripHtml = (html: unknown): string =>
  str(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function structuredData(object: unknown, origin: string, currency: string): string {
  if (!object || typeof object !== 'object') return '';
  const url = `${origin}${str(prop(object, 'url'))}`;
  const image = imageInfo(object);
  const imageUrl = image ? `${origin}${image.src}` : undefined;
  const variants = prop(object, 'variants');
  if (Array.isArray(variants)) {
    return shopifyJson({
      '@context': 'http://schema.org/',
      '@type': 'Product',
      name: str(prop(object, 'title')),
      url,
      description: stripHtml(prop(object, 'description')),
      image: imageUrl,
      brand: { '@type': 'Brand', name: str(prop(object, 'vendor')) },
      offers: variants.map((v) => ({
        '@type': 'Offer',
        sku: str(prop(v, 'sku')) || undefined,
        availability: prop(v, 'available') ? 'http://schema.org/InStock' : 'http://schema.org/OutOfStock',
        price: (Number(prop(v, 'price') ?? 0) / 100).toFixed(2),
        priceCurrency: currency,
        url: `${url}?variant=${str(prop(v, 'id'))}`,
      })),
    });
  }
  return shopifyJson({
    '@context': 'http://schema.org/',
    '@type': 'Article',
    headline: str(prop(object, 'title')),
    author: { '@type': 'Person', name: str(prop(object, 'author')) },
    datePublished: str(prop(object, 'published_at')) || undefined,
    image: imageUrl,
    url,
    description: stripHtml(prop(object, 'excerpt_or_content') ?? prop(object, 'summary_html')).slice(0, 300) || undefined,
  });
}
