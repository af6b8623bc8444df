import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCircle } from './no-import-circle.mjs';

const dir = mkdtempSync(join(tmpdir(), 'import-circle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function files(contents) {
  for (const [name, text] of Object.entries(contents)) writeFileSync(join(dir, name), text);
}

describe('findCircle', () => {
  it('finds a circle closed by a type-only import, which import-x/no-cycle skips', () => {
    files({
      'messages.ts': "import type { Kind } from './outbox.ts';\nexport const say = (kind: Kind) => kind;\n",
      'outbox.ts': "import { say } from './messages.ts';\nexport type Kind = 'a';\nsay('a');\n",
    });
    expect(findCircle(join(dir, 'messages.ts'))).toEqual([join(dir, 'messages.ts'), join(dir, 'outbox.ts')]);
  });

  it('follows a longer chain and re-exports', () => {
    files({
      'one.ts': "export { two } from './two.ts';\nexport const one = 1;\n",
      'two.ts': "import { three } from './three.ts';\nexport const two = three;\n",
      'three.ts': "import type { one } from './one.ts';\nexport const three = 3 as typeof one;\n",
    });
    expect(findCircle(join(dir, 'one.ts'))).toEqual([join(dir, 'one.ts'), join(dir, 'two.ts'), join(dir, 'three.ts')]);
  });

  it('finds none when the type lives in a module of its own', () => {
    files({
      'kinds.ts': "export type Kind = 'a';\n",
      'say.ts': "import type { Kind } from './kinds.ts';\nexport const say = (kind: Kind) => kind;\n",
      'queue.ts': "import type { Kind } from './kinds.ts';\nimport { say } from './say.ts';\nsay('a' as Kind);\n",
    });
    expect(findCircle(join(dir, 'say.ts'))).toBeNull();
    expect(findCircle(join(dir, 'queue.ts'))).toBeNull();
  });
});
