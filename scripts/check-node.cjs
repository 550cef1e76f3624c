// Stops with a clear message when this Node is older than package.json's "engines" asks: plain ES5 CommonJS, so any old Node runs it before anything native loads.
'use strict';
var fs = require('fs');
var path = require('path');

var root = path.join(__dirname, '..');
var wanted = String(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node).trim();
var floor = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(wanted);
if (!floor) throw new Error('scripts/check-node.cjs reads only ">=major.minor.patch" in package.json "engines", found "' + wanted + '"');

function older(version, min) {
  var have = version.split('.');
  for (var i = 0; i < 3; i += 1) {
    var a = Number(have[i] || 0);
    var b = Number(min[i + 1] || 0);
    if (a !== b) return a < b;
  }
  return false;
}

// What to run again once Node is new enough: the npm script that stopped here; under npx (npm
// sets the lifecycle event to "npx") the preview command as typed; else `npm start`.
function again() {
  var script = process.env.npm_lifecycle_event;
  if (script === 'npx' || script === 'exec') return typedCommand() || 'npm start';
  if (script === 'start' || script === 'test') return 'npm ' + script;
  if (script && script !== 'preinstall') return 'npm run ' + script;
  return 'npm start';
}

// `npx tsx preview/cli.ts …` when this file was imported by a script run through tsx (process.argv
// is [node, that script, its arguments]); null when it runs on its own.
function typedCommand() {
  var entry = process.argv[1];
  if (!entry || /check-node\.cjs$/.test(entry)) return null;
  var rel = path.relative(process.cwd(), entry).split(path.sep).join('/');
  return ['npx tsx', rel].concat(process.argv.slice(2)).join(' ');
}

if (older(process.versions.node, floor)) {
  if (process.argv.indexOf('--quiet') === -1) {
    console.error(
      [
        '',
        'Olivine needs Node ' + wanted + ' (package.json "engines"); this is Node ' + process.versions.node + ' (' + process.execPath + ').',
        'Stopped here: on an older Node its native SQLite module crashes without a word.',
        '',
        'Without nvm (Linux x64 or arm64), these fetch Node 24 from the npm registry into',
        '~/.cache/olivine-node24 once, put it first on PATH in this shell, and run again:',
        '',
        '  cd ' + root,
        '  source scripts/use-node24.sh',
        '  npm install && ' + again(),
        '',
        'With nvm: nvm install (reads .nvmrc). Elsewhere: Node 24 from https://nodejs.org.',
        '',
      ].join('\n'),
    );
  }
  process.exit(1);
}
