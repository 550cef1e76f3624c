// The CDN's file paths: theme assets at /cdn/shop/t/<n>/assets/<file> and the shop's videos at
// /cdn/shop/videos/<file>, served by express.static (ETag, 304, HEAD, byte ranges, a year's
// immutable cache: their URLs change with their content). What is not there is a plain 404.
import path from 'node:path';
import type { StaticMount } from './express-app';
import { redirect, type Route } from './types';

/** Folder prefixes for express.static (which then sees `/<file>`), and the whole paths below them. */
const ASSET_DIR = /^\/cdn\/shop\/t\/\d+\/assets(?=\/)/;
const VIDEO_DIR = /^\/cdn\/shop\/videos(?=\/)/;
const ASSET_PATH = /^\/cdn\/shop\/t\/\d+\/assets\/(.+)$/;
const VIDEO_PATH = /^\/cdn\/shop\/videos\/(.+)$/;

/** The folders express.static serves; the shop's videos only when it has a folder for them. */
export function cdnStaticMounts(themeRoot: string, videosDir?: string): StaticMount[] {
  const theme = { path: ASSET_DIR, dir: path.join(themeRoot, 'assets') };
  return videosDir ? [theme, { path: VIDEO_DIR, dir: videosDir }] : [theme];
}

const missing =
  (what: string): Route['handler'] =>
  () => ({
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: `${what} not found`,
  });

/** What express.static did not answer on those paths, and the browser's /favicon.ico guess. */
export function cdnFileRoutes(): Route[] {
  return [
    { method: 'GET', pattern: ASSET_PATH, handler: missing('Asset') },
    { method: 'GET', pattern: VIDEO_PATH, handler: missing('Video') },
    { method: 'GET', pattern: /^\/favicon\.ico$/, handler: () => redirect('/cdn/shop/t/1/assets/favicon.svg', {}, 301) },
  ];
}
