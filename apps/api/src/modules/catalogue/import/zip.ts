import path from 'node:path';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError, badRequest } from '../../../lib/http-error.ts';

// The images ZIP of an import (docs/product/catalogue-import.md#images): read with yauzl from a file, its central
// directory checked at upload (paths that escape the folder, the entry count, each image's size), then each image
// read when the apply needs it. Names in the `images` cells are entry file names without folders.

export interface ZipLimits {
  maxEntries: number;
  maxImageBytes: number;
}

const openFile = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** Whether an entry's path stays inside the folder the ZIP is unpacked to. */
export function escapesFolder(name: string): boolean {
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name) || name.includes('\0')) return true;
  return name.split(/[\\/]+/).some((segment) => segment === '..');
}

/** Entries that are not images the admin meant: folders, macOS resource forks, hidden files. */
const ignored = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('.');

/** Every entry of the ZIP, in order. */
async function entriesOf(zip: ZipFile, onEntry: (entry: Entry, name: string) => void): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      try {
        onEntry(entry, Buffer.isBuffer(entry.fileName) ? entry.fileName.toString('utf8') : String(entry.fileName));
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** An open images ZIP: its image names and a reader for each. */
export interface ZipImages {
  names: Set<string>;
  read: (name: string) => Promise<Buffer>;
  close: () => void;
}

/**
 * Opens the ZIP and checks its directory: a path that escapes its folder is a 400, more entries than `maxEntries`
 * or an image over `maxImageBytes` a 413, two images of one name a 400, a file that is not a ZIP a 400.
 */
export async function openZipImages(file: string, limits: ZipLimits): Promise<ZipImages> {
  let zip: ZipFile;
  try {
    zip = await openFile(file);
  } catch {
    throw badRequest('The images file is not a ZIP archive.');
  }
  const entries = new Map<string, Entry>();
  let count = 0;
  try {
    await entriesOf(zip, (entry, name) => {
      if (escapesFolder(name)) {
        throw badRequest(`The ZIP entry "${name}" points outside its folder; such ZIPs are refused.`);
      }
      count += 1;
      if (count > limits.maxEntries) {
        throw new HttpError(413, `The ZIP has more than ${limits.maxEntries} entries: split it into smaller ZIPs.`);
      }
      if (ignored(name)) return;
      if (entry.uncompressedSize > limits.maxImageBytes) {
        throw new HttpError(
          413,
          `The image "${name}" in the ZIP is too large: each image may be at most ${Math.round(limits.maxImageBytes / 1024 / 1024)} MB.`,
        );
      }
      const base = path.posix.basename(name);
      const before = entries.get(base);
      if (before) throw badRequest(`The ZIP has two images named "${base}"; give every image its own name.`);
      entries.set(base, entry);
    });
  } catch (error) {
    zip.close();
    if (error instanceof HttpError) throw error;
    throw badRequest(`The images ZIP cannot be read (${(error as Error).message}).`);
  }

  const read = (name: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const entry = entries.get(name);
      if (!entry) return reject(new Error(`no ZIP entry ${name}`));
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      });
    });
  return { names: new Set(entries.keys()), read, close: () => zip.close() };
}
