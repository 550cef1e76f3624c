// The Liquid media objects beside images and videos: `external_video` (YouTube/Vimeo) and `model`
// (3D, GLB source), each with the preview image Shopify gives every media.
import type { ExternalVideoRecord, ModelRecord } from '../types';
import { imageId, imageObject, type ImageObject } from './base';

export interface ExternalVideoObject {
  id: number;
  media_type: 'external_video';
  host: 'youtube' | 'vimeo';
  external_id: string;
  alt: string;
  aspect_ratio: number;
  position: number;
  preview_image: ImageObject;
  product_id: number | null;
}

export interface ModelObject {
  id: number;
  media_type: 'model';
  alt: string;
  position: number;
  preview_image: ImageObject;
  sources: { url: string; mime_type: string; format: string }[];
  product_id: number | null;
}

type Extra = { position?: number; productId?: number };

export function externalVideoObject(record: ExternalVideoRecord, extra: Extra = {}): ExternalVideoObject {
  return {
    id: imageId(`external:${record.host}:${record.external_id}`),
    media_type: 'external_video',
    host: record.host,
    external_id: record.external_id,
    alt: record.alt,
    aspect_ratio: 16 / 9,
    position: extra.position ?? 1,
    preview_image: imageObject(record.poster, extra),
    product_id: extra.productId ?? null,
  };
}

export function modelObject(record: ModelRecord, extra: Extra = {}): ModelObject {
  return {
    id: imageId(`model:${record.file}`),
    media_type: 'model',
    alt: record.alt,
    position: extra.position ?? 1,
    preview_image: imageObject(record.poster, extra),
    sources: [{ url: `/cdn/shop/files/${record.file}`, mime_type: 'model/gltf-binary', format: 'glb' }],
    product_id: extra.productId ?? null,
  };
}

/** The media after a product's images and videos, positions continuing from `start`. */
export function otherMedia(
  record: { id: number; external_videos?: ExternalVideoRecord[]; models?: ModelRecord[] },
  start: number,
): (ExternalVideoObject | ModelObject)[] {
  const external = (record.external_videos ?? []).map((v, i) => externalVideoObject(v, { position: start + i, productId: record.id }));
  const models = (record.models ?? []).map((m, i) => modelObject(m, { position: start + external.length + i, productId: record.id }));
  return [...external, ...models];
}
