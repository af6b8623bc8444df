// Checks the references to the project's own documentation: every `docs/<path>.md` and
// `docs/<path>.md#<anchor>` in tracked files under apps/, packages/, e2e/, scripts/, docs/ and README.md, and
// every relative link in the markdown files (`(../decisions/004-x.md)`, `(checkout.md#stock)`, `(#errors)`), must
// name a file that exists and, with an anchor, a heading of that file. Code may not cite files outside the
// repository: a mention of the old product description or design notes in apps/, packages/, e2e/ or scripts/
// fails too. Prints `file:line: reference — reason` for each problem and exits 1 when there is any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = path
  .relative(root, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');

const scanned = ['apps/', 'packages/', 'e2e/', 'scripts/', 'docs/', 'README.md'];
const codeAreas = ['apps/', 'packages/', 'e2e/', 'scripts/'];
// Built from parts so that this file does not mention them itself.
const outsideFiles = ['SPEC' + '.md', 'DESIGN' + '.md', '../' + 'shared'];

/** A `docs/….md` reference with an optional anchor, not part of a longer path or word. */
const docReference = /(?<![\w./-])docs\/[\w./-]+?\.md(?:#[\w-]+)?/g;
/** The target of a markdown link or image: `](target)` or `](target "title")`. */
const markdownLink = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

function trackedFiles() {
  const output = execFileSync('git', ['ls-files', '-z', '--', ...scanned], { cwd: root, encoding: 'utf8' });
  return output
    .split('\0')
    .filter(Boolean)
    .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());
}

/** GitHub's heading ids: lowercase, only letters, digits, spaces, hyphens and underscores, spaces to hyphens. */
function slugBase(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The text a heading shows: links become their text, code and emphasis marks go. */
function headingText(raw) {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*)/g, '')
    .trim();
}

const anchorCache = new Map();

/** Every anchor of a markdown file: heading ids (duplicates get -1, -2, …) and explicit `id`/`name` anchors. */
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const anchors = new Set();
  const occurrences = new Map();
  const add = (text) => {
    const base = slugBase(headingText(text));
    let slug = base;
    while (occurrences.has(slug)) {
      const count = occurrences.get(base) + 1;
      occurrences.set(base, count);
      slug = `${base}-${count}`;
    }
    occurrences.set(slug, 0);
    anchors.add(slug);
  };
  const lines = readFileSync(path.join(root, file), 'utf8').split(/\r?\n/);
  let fence = null;
  let previous = '';
  for (const line of lines) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      previous = '';
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      previous = '';
      continue;
    }
    const atx = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (atx) {
      add(atx[1]);
      previous = '';
      continue;
    }
    const setext = /^\s{0,3}(=+|-+)\s*$/.test(line);
    if (setext && previous.trim() && !/^\s{0,3}([-*+]|\d+[.)])\s/.test(previous) && !previous.includes('|')) {
      add(previous);
      previous = '';
      continue;
    }
    for (const match of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
    previous = line;
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** Why `target` (a repository path with an optional anchor) is broken, or null when it is fine. */
function problemWith(target) {
  const [file, anchor] = target.split('#', 2);
  const absolute = path.join(root, file);
  if (!existsSync(absolute) || !statSync(absolute).isFile()) return `no such file ${file}`;
  if (anchor === undefined) return null;
  if (!file.endsWith('.md')) return null;
  if (!anchorsOf(file).has(anchor)) return `no heading of ${file} has the anchor #${anchor}`;
  return null;
}

const problems = [];
const report = (file, line, reference, reason) => problems.push(`${file}:${line}: ${reference} — ${reason}`);

for (const file of trackedFiles()) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = text.split(/\r?\n/);
  const isMarkdown = file.endsWith('.md');
  const inCode = codeAreas.some((area) => file.startsWith(area)) && file !== self;
  let fence = null;
  lines.forEach((line, index) => {
    const number = index + 1;
    const seen = new Set();
    if (inCode) {
      for (const name of outsideFiles) {
        if (line.includes(name)) report(file, number, name, 'cites a file outside the repository');
      }
    }
    for (const match of line.matchAll(docReference)) {
      const reference = match[0];
      seen.add(reference);
      const reason = problemWith(reference);
      if (reason) report(file, number, reference, reason);
    }
    if (!isMarkdown) return;
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    for (const match of line.matchAll(markdownLink)) {
      const link = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      const [linkPath, anchor] = link.split('#', 2);
      let target;
      if (linkPath === '') {
        target = `${file}#${anchor}`;
      } else {
        if (!linkPath.endsWith('.md')) continue;
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(linkPath)));
        if (resolved.startsWith('../')) {
          report(file, number, link, 'points outside the repository');
          continue;
        }
        target = anchor === undefined ? resolved : `${resolved}#${anchor}`;
      }
      if (seen.has(target)) continue;
      seen.add(target);
      const reason = problemWith(target);
      if (reason) report(file, number, link, reason);
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} broken documentation reference${problems.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.info('Documentation references are all valid.');
