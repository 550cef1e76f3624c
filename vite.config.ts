import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import shopify from 'vite-plugin-shopify';
import { lateCssStaysLocal } from './scripts/vite-late-css';
import { entryScriptAsync } from './scripts/vite-entry-async';

const THEME_ROOT = '.';
const ASSETS_DIR = path.resolve(THEME_ROOT, 'assets');
/** Every file Vite writes into assets/ starts with this, so stale builds can be told from static files. */
const BUILD_PREFIX = 'ol-';
/** The snippet vite-plugin-shopify writes (script and stylesheet tags for each entry). */
const VITE_TAG_SNIPPET = 'vite-tag.liquid';
/** The chunk that holds React, shared by every widget. */
const REACT_CHUNK = 'vendor-react';

/** Deletes only previous build output (assets/ol-*), never the theme's static assets. */
function cleanStaleBuildOutput(): Plugin {
  return {
    name: 'olivine:clean-stale-build-output',
    apply: 'build',
    buildStart() {
      fs.mkdirSync(ASSETS_DIR, { recursive: true });
      // vite-plugin-shopify writes snippets/vite-tag.liquid and throws ENOENT without the folder.
      fs.mkdirSync(path.resolve(THEME_ROOT, 'snippets'), { recursive: true });
      for (const file of fs.readdirSync(ASSETS_DIR)) {
        if (file.startsWith(BUILD_PREFIX)) fs.rmSync(path.join(ASSETS_DIR, file), { force: true });
      }
    },
  };
}

// Theme hot reload talks to a real store; offline (no store configured) it stays off.
const storeConnected = Boolean(process.env.SHOPIFY_STORE || process.env.SHOPIFY_FLAG_STORE);

export default defineConfig({
  plugins: [
    cleanStaleBuildOutput(),
    shopify({
      themeRoot: THEME_ROOT,
      sourceCodeDir: 'src',
      entrypointsDir: 'src/entrypoints',
      snippetFile: VITE_TAG_SNIPPET,
      themeHotReload: storeConnected,
    }),
    react(),
    lateCssStaysLocal(),
    entryScriptAsync(path.resolve(THEME_ROOT, 'snippets', VITE_TAG_SNIPPET)),
  ],
  build: {
    target: 'es2022',
    outDir: 'assets',
    emptyOutDir: false,
    assetsDir: '',
    // When a widget's dynamic import runs, every chunk it needs (React, the small shared chunks)
    // and its stylesheet are fetched in parallel with it: islands wake on the shopper's input, and
    // a chain of imports found one level at a time would make the first press wait on a round
    // trip per level. (Each preload is a <link> insertion, ~3 ms at 4× CPU, paid on input now,
    // not while the page loads.) The entry has no static imports: nothing is preloaded before `load`.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        entryFileNames: `${BUILD_PREFIX}[name]-[hash].js`,
        chunkFileNames: `${BUILD_PREFIX}[name]-[hash].js`,
        assetFileNames: `${BUILD_PREFIX}[name]-[hash][extname]`,
        codeSplitting: {
          groups: [
            // React is shared by every widget and fetched once, when the first island mounts.
            { name: REACT_CHUNK, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
