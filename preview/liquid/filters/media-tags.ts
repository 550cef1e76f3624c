// Product media filters: video_tag, external_video_url/external_video_tag, model_viewer_tag and
// media_tag, with the elements and attribute order of Shopify's documented output.
import type { FilterImplOptions } from 'liquidjs';
import { attrs } from '../html';
import { TextDrop } from '../text-drop';
import { globalOf, plain, prop, splitArgs, str } from './args';
import { imageTag, imageUrl, legacyImgUrl } from './media';

type Named = Record<string, unknown>;

/** A filter parameter as an attribute value: `true` → name="name", false/nil → left out. */
function attrValues(named: Named, skip: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(named)) {
    if (skip.includes(key)) continue;
    const value = plain(raw);
    out[key] = value === true ? key : value === false || value === null || value === undefined ? undefined : str(value);
  }
  return out;
}

/** The poster: the preview image at a legacy size (`small` unless image_size says otherwise). */
function posterUrl(media: unknown, named: Named): string | undefined {
  const preview = prop(media, 'preview_image') ?? media;
  const url = legacyImgUrl(preview, named.image_size ?? 'small', {});
  return url || undefined;
}

/** Alt text, else the title of the product on the page (as Shopify does for external videos). */
function altOf(media: unknown, ctx: { globals: object }): string {
  return str(prop(media, 'alt')) || str(prop(globalOf(ctx, 'product'), 'title'));
}

interface VideoSource {
  url: string;
  mime_type: string;
  format: string;
}

function sourcesOf(media: unknown): VideoSource[] {
  const list = plain(prop(media, 'sources'));
  if (!Array.isArray(list)) return [];
  return list.map((s) => ({ url: str(prop(s, 'url')), mime_type: str(prop(s, 'mime_type')), format: str(prop(s, 'format')) }));
}

export function videoTag(media: unknown, named: Named, alt: string, defaults: Named = {}): string {
  if (str(prop(media, 'media_type')) !== 'video' && !Array.isArray(plain(prop(media, 'sources')))) return '';
  const poster = posterUrl(media, named);
  const loops = plain(named.loop) === true || str(named.loop) === 'true';
  const custom = attrValues({ ...defaults, ...named }, ['image_size', 'preload']);
  // HLS first so players that can stream do; a looping video skips it to cache one progressive file.
  const sources = sourcesOf(media)
    .filter((s) => !(loops && s.format === 'm3u8'))
    .sort((a, b) => Number(b.format === 'm3u8') - Number(a.format === 'm3u8'))
    .map((s) => `<source${attrs({ src: s.url, type: s.format === 'm3u8' ? 'application/x-mpegURL' : s.mime_type })}>`)
    .join('');
  const open = attrs({
    playsinline: 'playsinline',
    ...custom,
    preload: named.preload !== undefined ? str(named.preload) : 'metadata',
    'aria-label': alt || undefined,
    poster,
  });
  return `<video${open}>${sources}${poster ? `<img${attrs({ src: poster })}>` : ''}</video>`;
}

/** external_video_url's result: prints as the player URL and remembers the media for the tag. */
export class ExternalVideoUrl extends TextDrop {
  constructor(
    readonly url: string,
    readonly media: unknown,
  ) {
    super(url);
  }
}

const YOUTUBE_DEFAULTS = { controls: '1', enablejsapi: '1', modestbranding: '1', playsinline: '1', rel: '0' };
const VIMEO_DEFAULTS = { byline: '0', controls: '1', playsinline: '1', portrait: '0', title: '0' };

function externalVideoUrl(media: unknown, named: Named, origin: string): ExternalVideoUrl | string {
  const host = str(prop(media, 'host'));
  const id = encodeURIComponent(str(prop(media, 'external_id')));
  if (!id || (host !== 'youtube' && host !== 'vimeo')) return '';
  const params: Record<string, string> = host === 'youtube' ? { ...YOUTUBE_DEFAULTS, ...(origin ? { origin } : {}) } : { ...VIMEO_DEFAULTS };
  for (const [key, value] of Object.entries(named)) params[key] = str(value);
  const query = Object.keys(params)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k]!)}`)
    .join('&');
  const base = host === 'youtube' ? `https://www.youtube.com/embed/${id}` : `https://player.vimeo.com/video/${id}`;
  return new ExternalVideoUrl(`${base}?${query}`, media);
}

const IFRAME_ALLOW: Record<string, string> = {
  youtube: 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture',
  vimeo: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
};

function externalVideoTag(input: unknown, named: Named, ctx: { globals: object }, origin: string): string {
  const url = input instanceof ExternalVideoUrl ? input : externalVideoUrl(input, {}, origin);
  if (!(url instanceof ExternalVideoUrl)) return '';
  const host = str(prop(url.media, 'host'));
  return `<iframe${attrs({
    frameborder: '0',
    allow: IFRAME_ALLOW[host] ?? IFRAME_ALLOW.youtube,
    allowfullscreen: 'allowfullscreen',
    ...attrValues(named),
    src: url.url,
    title: altOf(url.media, ctx) || undefined,
  })}></iframe>`;
}

function modelViewerTag(media: unknown, named: Named, alt: string): string {
  const sources = sourcesOf(media);
  const source = sources.find((s) => s.format === 'glb') ?? sources[0];
  if (!source) return '';
  const custom = attrValues(named, ['image_size']);
  // Parameters come first and override the defaults of the same name.
  const defaults: Record<string, unknown> = {
    src: source.url,
    'camera-controls': 'true',
    style: '--poster-color: transparent;',
    'data-shopify-feature': '1.12',
    alt,
    poster: posterUrl(media, named),
  };
  for (const key of Object.keys(custom)) delete defaults[key];
  return `<model-viewer${attrs({ ...custom, ...defaults })}></model-viewer>`;
}

function requestOrigin(ctx: { globals: object }): string {
  return str(prop(globalOf(ctx, 'request'), 'origin'));
}

export const mediaTagFilters: Record<string, FilterImplOptions> = {
  video_tag(media: unknown, ...args: unknown[]) {
    return videoTag(media, splitArgs(args).named, altOf(media, this.context));
  },
  external_video_url(media: unknown, ...args: unknown[]) {
    return externalVideoUrl(media, splitArgs(args).named, requestOrigin(this.context));
  },
  external_video_tag(input: unknown, ...args: unknown[]) {
    return externalVideoTag(input, splitArgs(args).named, this.context, requestOrigin(this.context));
  },
  model_viewer_tag(media: unknown, ...args: unknown[]) {
    return modelViewerTag(media, splitArgs(args).named, altOf(media, this.context));
  },
  media_tag(media: unknown, ...args: unknown[]) {
    const { named } = splitArgs(args);
    switch (str(prop(media, 'media_type'))) {
      case 'video':
        return videoTag(media, named, altOf(media, this.context), { controls: true });
      case 'external_video':
        return externalVideoTag(media, named, this.context, requestOrigin(this.context));
      case 'model':
        return modelViewerTag(media, named, altOf(media, this.context));
      case 'image': {
        const width = /^(\d+)x/.exec(str(named.image_size))?.[1];
        const url = imageUrl(media, { width: width ? Number(width) : Number(prop(media, 'width')) || 1024 });
        const { image_size: _size, ...rest } = named;
        void _size;
        return imageTag(url, rest);
      }
      default:
        return '';
    }
  },
};
