import { startServer } from './preview/server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const s = await startServer({ port: 0, stateDir: mkdtempSync(join(tmpdir(), 'sm-')), reset: true } as any);
console.log(s.url);
for (const p of ['/', '/products/the-everyday?variant=40002', '/products/the-duo', '/collections/all', '/collections/gifts?sort_by=price-ascending', '/blogs/glog', '/blogs/glog?page=2', '/blogs/glog/tagged/baking', '/blogs/glog/olive-oil-popcorn', '/search?q=drizle', '/search?q=salad&type=article', '/pages/faq', '/cart', '/products/gift-card', '/account/login']) {
  const r = await fetch(s.url + p);
  const t = await r.text();
  console.log(r.status, p, t.length, r.status >= 400 ? t.replace(/<[^>]+>/g,' ').replace(/\s+/g,' ').slice(0, 400) : '');
}
await s.close();
