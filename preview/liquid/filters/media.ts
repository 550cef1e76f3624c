// URL and tag filters for theme assets and images, producing the preview CDN's URL shapes:
// /cdn/shop/t/1/assets/<file>?v=<mtime> and /cdn/shop/files/<file>?v=1&width=N.
import type { FilterImplOptions } from 'liquidjs';
import { attrs, escapeHtml } from '../html';
import { TextDrop } from '../text-drop';
import { plain, prop, splitArgs, str } from './args';
import { paymentTypeImgUrl, paymentTypeSvgTag } from './payment-icons';
import { fontFace, fontModify, fontUrl } from '../font-library';

/** image_url's result: prints as the URL, remembers the image and requested size for image_tag. */
export class ImageUrl extends TextDrop {
  constructor(
    readonly url: string,
    readonly image: ImageInfo,
    readonly width?: number,
    readonly height?: number,
  ) {
    super(url);
  }
}

interface ImageInfo {
  src: string;
  width?: number;
  height?: number;
  alt?: string;
  focal?: string;
}

/** Finds the image behind an image object, a resource with featured_image/image, or a src string. */
export function imageInfo(input: unknown, depth = 0): ImageInfo | undefined {
  const v = plain(input);
  if (typeof v === 'string') return v ? { src: v } : undefined;
  if (v instanceof ImageUrl) return v.image;
  if (!v || typeof v !== 'object' || depth > 3) return undefined;
  const src = plain(prop(v, 'src'));
  if (typeof src === 'string' && src) {
    const num = (k: string): number | undefined => (typeof prop(v, k) === 'number' ? (prop(v, k) as number) : undefined);
    return { src, width: num('width'), height: num('height'), alt: str(prop(v, 'alt')), focal: focalPoint(prop(prop(v, 'presentation'), 'focal_point')) };
  }
  return imageInfo(prop(v, 'featured_image'), depth + 1) ?? imageInfo(prop(v, 'image'), depth + 1);
}

function focalPoint(fp: unknown): string | undefined {
  const v = plain(fp);
  if (typeof v === 'string' && v) return v;
  const x = prop(v, 'x'),
    y = prop(v, 'y');
  return typeof x === 'number' && typeof y === 'number' ? `${x}% ${y}%` : undefined;
}

function withQuery(src: string, params: Record<string, unknown>): string {
  const base = src.split('?')[0] ?? src;
  const query = Object.entries(params)
    .filter(([, val]) => val !== undefined && val !== null && val !== '')
    .map(([key, val]) => `${key}=${encodeURIComponent(String(val))}`)
    .join('&');
  return `${base}?${query}`;
}

export function imageUrl(input: unknown, named: Record<string, unknown>): ImageUrl | string {
  const info = imageInfo(input);
  const width = named.width === undefined ? undefined : Number(named.width);
  const height = named.height === undefined ? undefined : Number(named.height);
  // The docs ask for a width or height, but Shopify answers the original's URL without one (Dawn
  // relies on it for the full-size entry of its srcsets), so the preview does too.
  if (!info) return '';
  // Never upscale: Shopify caps the requested size at the original's size.
  const w = width !== undefined && info.width ? Math.min(width, info.width) : width;
  const h = height !== undefined && info.height ? Math.min(height, info.height) : height;
  const url = withQuery(info.src, { v: 1, width: w, height: h, crop: named.crop, format: named.format, pad_color: named.pad_color });
  return new ImageUrl(url, info, w, h);
}

const DEFAULT_SRCSET_WIDTHS = [352, 832, 1200, 1920, 2560, 3840];

export function imageTag(input: unknown, named: Record<string, unknown>): string {
  const url = input instanceof ImageUrl ? input : undefined;
  const src = url ? url.url : str(input);
  if (!src) return '';
  const info = url?.image;
  const ratio = info?.width && info.height ? info.width / info.height : undefined;
  let width = url?.width ?? info?.width;
  let height = url?.height;
  if (width === undefined && height !== undefined && ratio) width = Math.round(height * ratio);
  if (height === undefined && width !== undefined && ratio) height = Math.round(width / ratio);
  const srcWidths =
    named.widths !== undefined
      ? String(plain(named.widths))
          .split(',')
          .map((w) => Number(w.trim()))
          .filter((w) => w > 0)
      : [...DEFAULT_SRCSET_WIDTHS.filter((w) => width === undefined || w < width), ...(width ? [width] : [])];
  const maxWidth = info?.width;
  const srcset = srcWidths
    .filter((w) => maxWidth === undefined || w <= maxWidth)
    .map((w) => {
      const params: Record<string, unknown> = { v: 1, width: w };
      if (url?.height && ratio) params.height = Math.round(w / (url.width && url.height ? url.width / url.height : ratio));
      return `${withQuery(src, params)} ${w}w`;
    })
    .join(', ');
  const { widths: _w, preload, alt, width: wAttr, height: hAttr, ...rest } = named;
  void _w;
  const style = info?.focal ? `object-position: ${info.focal}` : undefined;
  return `<img${attrs({
    src,
    alt: alt !== undefined ? str(alt) : (info?.alt ?? ''),
    srcset: srcset || undefined,
    width: wAttr !== undefined ? str(wAttr) : width,
    height: hAttr !== undefined ? str(hAttr) : height,
    fetchpriority: preload === true ? 'high' : undefined,
    style,
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, plain(v)])),
  })}>`;
}

const LEGACY_SIZES: Record<string, number> = {
  pico: 16,
  icon: 32,
  thumb: 50,
  small: 100,
  compact: 160,
  medium: 240,
  large: 480,
  grande: 600,
  '1024x1024': 1024,
  '2048x2048': 2048,
};

/** Legacy img_url sizes ('300x', 'x200', '300x300', 'medium', 'master') mapped onto width/height params. */
export function legacyImgUrl(input: unknown, size: unknown, named: Record<string, unknown>): string {
  const info = imageInfo(input);
  if (!info) return '';
  const s = str(size) || 'small';
  if (s === 'master' || s === 'original') return withQuery(info.src, { v: 1 });
  const named_ = LEGACY_SIZES[s];
  const m = /^(\d*)x(\d*)$/.exec(s);
  const width = named_ ?? (m?.[1] ? Number(m[1]) : undefined);
  const height = named_ ?? (m?.[2] ? Number(m[2]) : undefined);
  return withQuery(info.src, { v: 1, width, height, crop: named.crop, format: named.format });
}

function placeholderSvg(name: string, cls: string): string {
  return `<svg class="${escapeHtml(cls)}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 525.5 525.5" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeHtml(name)}"><rect width="525.5" height="525.5" fill="#e7e3d6"/><path d="M180 330l60-80 50 60 35-40 60 60z" fill="#b9b08d"/><circle cx="320" cy="200" r="28" fill="#b9b08d"/></svg>`;
}

export function mediaFilters(assetVersion: (file: string) => string): Record<string, FilterImplOptions> {
  const assetUrl = (file: unknown): string => {
    const name = str(file);
    return `/cdn/shop/t/1/assets/${name.split('/').map(encodeURIComponent).join('/')}?v=${assetVersion(name)}`;
  };
  return {
    asset_url: assetUrl,
    asset_img_url: (file: unknown, size?: unknown) => legacyImgUrl(assetUrl(file), size, {}),
    file_url: (file: unknown) => `/cdn/shop/files/${encodeURIComponent(str(file))}?v=1`,
    file_img_url: (file: unknown, size?: unknown) => legacyImgUrl(`/cdn/shop/files/${encodeURIComponent(str(file))}`, size, {}),
    global_asset_url: (file: unknown) => `/cdn/shopifycloud/${encodeURIComponent(str(file))}`,
    // Shopify's hosted files keep their folders (`vendor/qrcode.js`), as asset_url does.
    shopify_asset_url: (file: unknown) => `/cdn/shopifycloud/shopify/assets/${str(file).split('/').map(encodeURIComponent).join('/')}`,
    image_url: (input: unknown, ...args: unknown[]) => imageUrl(input, splitArgs(args).named),
    image_tag: (input: unknown, ...args: unknown[]) => imageTag(input, splitArgs(args).named),
    img_url: (input: unknown, ...args: unknown[]) => {
      const { positional, named } = splitArgs(args);
      return legacyImgUrl(input, positional[0], named);
    },
    // Deprecated by Shopify for image_url, still rendered: the image of the resource at a legacy size.
    article_img_url: (input: unknown, size?: unknown) => legacyImgUrl(input, size, {}),
    collection_img_url: (input: unknown, size?: unknown) => legacyImgUrl(input, size, {}),
    product_img_url: (input: unknown, size?: unknown) => legacyImgUrl(input, size, {}),
    img_tag: (input: unknown, alt?: unknown, cls?: unknown) => `<img${attrs({ src: str(input), alt: str(alt), class: cls ? str(cls) : undefined })}>`,
    placeholder_svg_tag: (name: unknown, cls?: unknown) => placeholderSvg(str(name), str(cls)),
    stylesheet_tag: (url: unknown, ...args: unknown[]) => {
      const media = splitArgs(args).named.media;
      return `<link href="${escapeHtml(str(url))}" rel="stylesheet" type="text/css" media="${escapeHtml(media ? str(media) : 'all')}" />`;
    },
    script_tag: (url: unknown) => `<script src="${escapeHtml(str(url))}" type="text/javascript"></script>`,
    preload_tag: (url: unknown, ...args: unknown[]) => {
      const { named } = splitArgs(args);
      return `<link href="${escapeHtml(str(url))}"${attrs({
        as: str(named.as),
        ...Object.fromEntries(
          Object.entries(named)
            .filter(([k]) => k !== 'as')
            .map(([k, v]) => [k, plain(v)]),
        ),
      })} rel="preload">`;
    },
    payment_type_img_url: (type: unknown) => paymentTypeImgUrl(str(type)),
    payment_type_svg_tag: (type: unknown, ...args: unknown[]) => {
      const cls = splitArgs(args).named.class;
      return paymentTypeSvgTag(str(type), cls ? str(cls) : undefined);
    },
    // The offline font library (font-library.ts): Fraunces served at /cdn/fonts/, system fonts have no file.
    font_face: (font: unknown, ...args: unknown[]) => fontFace(font, plain(splitArgs(args).named.font_display)),
    font_url: (font: unknown) => fontUrl(font),
    font_modify: (font: unknown, property: unknown, value: unknown) => fontModify(font, str(property), value),
  };
}
