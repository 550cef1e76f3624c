// `npm run theme:dev`: develop against a real store. Runs the Vite dev server (the generated
// `snippets/vite-tag.liquid` then points at it, with theme hot reload) and `shopify theme dev`,
// which uploads the theme to a development theme and proxies the store on 127.0.0.1:9292.
// Pass the store as `npm run theme:dev -- --store your-shop.myshopify.com` or set SHOPIFY_FLAG_STORE.
import { spawn, type ChildProcess } from 'node:child_process';

const extra = process.argv.slice(2);
const storeArg = extra.indexOf('--store');
const store = storeArg >= 0 ? extra[storeArg + 1] : process.env.SHOPIFY_FLAG_STORE;
if (!store) {
  console.error('Which store? Run `npm run theme:dev -- --store your-shop.myshopify.com` or set SHOPIFY_FLAG_STORE.');
  process.exit(2);
}

const env = { ...process.env, SHOPIFY_STORE: store, SHOPIFY_FLAG_STORE: store };
const children: ChildProcess[] = [
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
  spawn('npx', ['shopify', 'theme', 'dev', ...extra], { stdio: 'inherit', env }),
];
const stop = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
