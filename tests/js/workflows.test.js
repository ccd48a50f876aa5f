// workflows.test.js — the GitHub workflows as text: every job that runs in a bare debian:12
// container installs what actions/setup-node needs (xz-utils, for its .tar.xz) and git before it.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

const DIR = new URL('../../.github/workflows/', import.meta.url);

describe('workflows', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.yml'));
  it('exist', () => expect(files.length).toBeGreaterThan(0));
  for (const f of files) {
    it(`${f}: a debian:12 job installs git and xz-utils before setup-node`, () => {
      const text = readFileSync(new URL(f, DIR), 'utf8');
      for (const job of text.split(/\n {2}(?=[\w-]+:\n)/).filter((j) => /container: debian:12/.test(j))) {
        const node = job.indexOf('actions/setup-node');
        if (node < 0) continue;
        const before = job.slice(0, node);
        expect(before, `${f}`).toMatch(/apt-get install[^\n]*\bgit\b/);
        expect(before, `${f}`).toMatch(/apt-get install[^\n]*\bxz-utils\b/);
      }
    });
  }
});
