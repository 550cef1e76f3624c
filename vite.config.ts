import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import shopify from 'vite-plugin-shopify';

const THEME_ROOT = '.';
const ASSETS_DIR = path.resolve(THEME_ROOT, 'assets');
/** Every file Vite writes into assets/ starts with this, so stale builds can be told from static files. */
const BUILD_PREFIX = 'ol-';

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
      snippetFile: 'vite-tag.liquid',
      themeHotReload: storeConnected,
    }),
    react(),
  ],
  build: {
    target: 'es2022',
    outDir: 'assets',
    emptyOutDir: false,
    assetsDir: '',
    // Kept on: when a widget's dynamic import runs, React is fetched in parallel with it. The
    // entry has no static imports, so nothing extra is preloaded before `load`.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        entryFileNames: `${BUILD_PREFIX}[name]-[hash].js`,
        chunkFileNames: `${BUILD_PREFIX}[name]-[hash].js`,
        assetFileNames: `${BUILD_PREFIX}[name]-[hash][extname]`,
        codeSplitting: {
          groups: [
            // React is shared by every widget and fetched once, when the first island mounts.
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
