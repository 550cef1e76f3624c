// `npm start` / `npm run preview`: serve the theme and the sample shop offline.
//   --reset        start from the sample shop (wipes carts, sign-ups, sessions)
//   --data DIR     serve another shop data directory (e.g. one made by `npm run preview:generate`)
//   HOST, PORT, PREVIEW_STATE_DIR override 127.0.0.1, 9292 and .preview/
import { parseArgs } from 'node:util';
import { startServer } from './server';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    data: { type: 'string' },
    watch: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

const port = Number(process.env.PORT ?? 9292);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got "${process.env.PORT}"`);
  process.exit(2);
}

const server = await startServer({
  host: process.env.HOST ?? '127.0.0.1',
  port,
  stateDir: process.env.PREVIEW_STATE_DIR ?? '.preview',
  reset: values.reset,
  dataDir: values.data,
  watch: values.watch,
});
console.log(`Olivine offline storefront: ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
