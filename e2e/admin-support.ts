import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Names unique to this run and this project (phone and desktop run side by side on one store). */
export function runTag(testInfo: TestInfo): string {
  return `${Date.now().toString(36)}${testInfo.project.name === 'phone' ? 'p' : 'd'}${testInfo.workerIndex}`;
}

/** The admin's token, for reading what the screens wrote through the API. */
export async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

/** The admin's section bar above every admin page. */
/** Each section's page heading, by the label of its link. */
const sectionHeadings = {
  Products: 'Products',
  Collections: 'Collections',
  Categories: 'Categories',
  Brands: 'Brands',
  Attributes: 'Variation attributes',
} as const;

/**
 * Opens an admin section from the admin menu and waits for its page: until then the previous section's table and
 * filter box are still on screen (the section's code may still be loading), and typing would go into them.
 */
export async function openSection(page: Page, label: keyof typeof sectionHeadings): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: sectionHeadings[label], exact: true })).toBeVisible();
}

export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** The toast of an admin page, by its exact text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** A table row that shows `text` (tables filter by name first, so the row is on the first page). */
export function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** Types into a table's name filter. */
export async function filterTable(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
}

/** Submits the open modal with its Add or Update button and waits for the toast and the modal to close. */
export async function submitModal(page: Page, button: 'Add' | 'Update', expectedToast: string): Promise<void> {
  await dialog(page).getByRole('button', { name: button, exact: true }).click();
  await expect(toast(page, expectedToast)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG of one colour (8-bit RGB), built here so the test needs no image files. */
export function solidPng(red: number, green: number, blue: number, width = 30, height = 40): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rowBytes = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) rowBytes.set([red, green, blue], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => rowBytes));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pngFile(name: string, red: number, green: number, blue: number) {
  return { name, mimeType: 'image/png', buffer: solidPng(red, green, blue) };
}

/**
 * A ZIP of `files`, stored without compression (what an image ZIP needs), built here so the test needs no ZIP
 * library: one local header per file, then the central directory and its end record (PKWARE APPNOTE 4.3).
 */
export function storedZip(files: Array<{ name: string; data: Buffer }>): Buffer {
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of files) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}
