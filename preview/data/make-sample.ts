// Writes the sample shop's JSON files from the seeds in ./seed. Run once with
// `npx tsx preview/data/make-sample.ts`; the JSON output is committed and is what the preview reads.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCollections, buildProducts } from './seed/catalog-seed';
import { buildGlog } from './seed/glog-seed';
import { CUSTOMERS, MENUS, PAGES, SHOP } from './seed/shop-seed';
import { METAOBJECTS } from './seed/metaobject-seed';

const DATA_DIR = dirname(fileURLToPath(import.meta.url));

const write = (name: string, value: unknown) => writeFileSync(join(DATA_DIR, name), JSON.stringify(value, null, 2) + '\n');

write('shop.json', SHOP);
write('products.json', buildProducts());
write('collections.json', buildCollections());
write('blogs.json', [buildGlog()]);
write('pages.json', PAGES);
write('menus.json', MENUS);
write('customers.json', CUSTOMERS);
write('metaobjects.json', METAOBJECTS);
