// names_file.mjs — a student's own names file through the page as "copy as PyTorch" and the
// notebooks read it (tests/pytorch/ runs those on the same files): capitals and byte-order marks are
// read (lower-cased, dropped), and a Latin-1 file is refused with its line and byte instead of being
// taken with U+FFFD in place of its letters.
import { newPage, test, assert, noErrors } from './harness.mjs';
import { ownNamesBytes, latin1Bytes } from '../pytorch/own_names.mjs';

test('names file: capitals and byte-order marks read as Python reads them; a Latin-1 file refused with its line and byte', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser);
  await page.goto(`${base}?tab=start&lang=en&hs_steps=60`);
  await page.waitForFunction(() => window.__mmReady?.start === true, null, { timeout: 120000 });
  const bytes = ownNamesBytes();
  const names = bytes
    .toString('utf8')
    .split('\n')
    .map((l) => l.replace(/^[\s\ufeff]+|[\s\ufeff]+$/g, '').toLowerCase())
    .filter(Boolean);
  const vocab = new Set(names.join('')).size + 1;
  await page.setInputFiles('#names-file', { name: 'own.txt', mimeType: 'text/plain', buffer: bytes });
  await page.waitForFunction(() => document.querySelector('.names-status')?.textContent.includes('own.txt'));
  const status = await page.textContent('.names-status');
  assert(status.includes(`${names.length.toLocaleString('en')} names`) && status.includes(`vocabulary of ${vocab} `), `status: ${status}`);
  await page.setInputFiles('#names-file', { name: 'latin1.txt', mimeType: 'text/plain', buffer: latin1Bytes() });
  await page.waitForSelector('footer .error:not([hidden])');
  const msg = await page.textContent('footer .error');
  assert(msg.includes('latin1.txt') && msg.includes('line 2') && msg.includes('0xE9') && /UTF-8/.test(msg), `error text: ${msg}`);
  assert((await page.textContent('.names-status')).includes('own.txt'), 'the previous list is no longer in use');
  noErrors(page);
  await page.context().close();
});
