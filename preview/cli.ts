// `npm start` / `npm run preview`: serve a theme and the sample shop offline.
//   --theme DIR    serve another Online Store 2.0 theme folder (default: this repository's theme)
//   --strict       any Liquid error answers the loud error page (the theme's own tests use it);
//                  without it a Liquid error prints inline, as Shopify does, and is logged here
//   --reset        start from the sample shop (wipes carts, sign-ups, sessions)
//   --data DIR     serve another shop data directory (e.g. one made by `npm run preview:generate`)
//   HOST, PORT, PREVIEW_STATE_DIR override 127.0.0.1, 9292 and .preview/
// First: on a Node older than package.json's "engines" it stops with a message before the native
// SQLite module loads (it crashes without a word there). Imports evaluate in order.
import '../scripts/check-node.cjs';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from './server';

const USAGE = `usage: npm start -- [--theme DIR] [--strict] [--reset] [--data DIR] [--watch]
  --theme DIR    serve another Online Store 2.0 theme folder (default: this repository's theme)
  --strict       any Liquid error answers the error page (without it, errors print inline)
  --reset        start from the sample shop (wipes carts, sign-ups, sessions)
  --data DIR     serve another shop data directory (npm run preview:generate makes one)
  --watch        reload theme files as they change
  HOST, PORT, PREVIEW_STATE_DIR override 127.0.0.1, 9292 and .preview/`;

function readOptions() {
  try {
    return parseArgs({
      options: {
        reset: { type: 'boolean', default: false },
        data: { type: 'string' },
        theme: { type: 'string' },
        strict: { type: 'boolean', default: false },
        watch: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const values = readOptions();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = Number(process.env.PORT ?? 9292);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got "${process.env.PORT}"`);
  process.exit(2);
}

const themeRoot = values.theme === undefined ? undefined : path.resolve(values.theme);
if (themeRoot !== undefined && !fs.existsSync(path.join(themeRoot, 'layout', 'theme.liquid'))) {
  console.error(`--theme ${values.theme}: no layout/theme.liquid there; point it at a theme's root folder`);
  process.exit(2);
}

const server = await startServer({
  host: process.env.HOST ?? '127.0.0.1',
  port,
  stateDir: process.env.PREVIEW_STATE_DIR ?? '.preview',
  reset: values.reset,
  dataDir: values.data,
  themeRoot,
  strict: values.strict,
  watch: values.watch,
});
console.log(`Offline storefront${themeRoot ? ` for ${themeRoot}` : ''}: ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
