// `npm run preview:coverage [-- --theme DIR] [-- --data DIR]`: how much of Shopify's documented
// Liquid (bundled docs data) the offline storefront implements, and the gaps: filters, tags,
// objects and their properties, and the object properties the served theme reads.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deprecatedFilterCoverage, engineFor, filterCoverage, loadDocs, tagCoverage, type Coverage } from './liquid-coverage/docs';
import { collectSamples, objectReport } from './liquid-coverage/objects';
import { themeUsage, usageReport } from './liquid-coverage/theme-usage';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({ options: { theme: { type: 'string' }, data: { type: 'string' } }, allowPositionals: false });
const themeRoot = path.resolve(values.theme ?? REPO_ROOT);

const percent = (done: number, total: number): string => `${total ? ((100 * done) / total).toFixed(1) : '100.0'} %`;
const line = (label: string, c: Coverage): string =>
  `${label.padEnd(9)}${c.implemented.length}/${c.documented} documented, non-deprecated (${percent(c.implemented.length, c.documented)})` +
  (c.missing.length ? `\n  missing: ${c.missing.join(', ')}` : '');

const docs = loadDocs();
const engine = engineFor(themeRoot);
const filters = filterCoverage(engine, docs);
const tags = tagCoverage(engine, docs);
const deprecated = deprecatedFilterCoverage(engine, docs);
const found = await collectSamples(docs, { dataDir: values.data });
const objects = objectReport(docs, found);
const usage = usageReport(themeUsage(themeRoot, docs), found);

const out: string[] = [
  `Liquid coverage of the offline storefront, from ${docs.version}`,
  `theme: ${themeRoot}`,
  '',
  line('Filters', filters),
  `  and ${deprecated.implemented.length}/${deprecated.documented} deprecated ones (not counted; themes still use them)` +
    (deprecated.missing.length ? `, missing: ${deprecated.missing.join(', ')}` : ''),
  line('Tags', tags),
  `Objects  ${objects.provided.length}/${objects.documented} documented objects provided by the sample shop (${percent(objects.provided.length, objects.documented)})`,
  ...(objects.missing.length ? [`  missing: ${objects.missing.join(', ')}`] : []),
  '',
  `Object properties the theme reads: ${usage.used - usage.missing.length - usage.unchecked.length}/${usage.used - usage.unchecked.length} exist in the preview's objects` +
    (usage.unchecked.length ? ` (${usage.unchecked.length} on section/block/form/… not checked)` : ''),
  ...usage.missing.map((u) => `  missing: ${u.object}.${u.property}  (${u.files.slice(0, 3).join(', ')}${u.files.length > 3 ? ', …' : ''})`),
  '',
  'Documented properties missing on provided objects:',
  ...[...objects.missingProperties].map(([object, props]) => `  ${object}: ${props.join(', ')}`),
];
console.log(out.join('\n'));
