// export.test.js — what leaves the page as a file (web/src/view/export.js): CSV cells and text (full
// precision, '.' decimals, quoting, non-finite values as pandas reads them), file names from
// Turkish and English titles, and the playground's run JSON ({ config, losses, train, dev } with
// the C++ names), which carries no names list.
import { describe, it, expect } from 'vitest';
import { csvCell, toCsv, fileName, runJson, runJsonText } from '../../web/src/view/export.js';
import { exportConfig, playgroundConfig, PG_CONTROLS } from '../../web/src/pytorch/playground_config.js';
import { defaults } from '../../web/src/state/state.js';

describe('CSV', () => {
  it('writes numbers in full precision with a dot, whatever the page language', () => {
    expect(csvCell(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(1e-7)).toBe('1e-7');
    expect([NaN, Infinity, -Infinity].map(csvCell)).toEqual(['nan', 'inf', '-inf']);
  });
  it('leaves missing cells empty and quotes text with commas, quotes or line breaks', () => {
    expect([null, undefined, '–'].map(csvCell)).toEqual(['', '', '']);
    expect(csvCell('BN, Kaiming')).toBe('"BN, Kaiming"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });
  it('neutralises text a spreadsheet would run as a formula; numbers stay numbers', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(['+1+2', '-2+3*cmd|x', '@SUM(A1)', '\tx', '\r=1'].map(csvCell)).toEqual([
      '"\'+1+2"',
      '"\'-2+3*cmd|x"',
      '"\'@SUM(A1)"',
      '"\'\tx"',
      '"\'\r=1"',
    ]);
    expect([-3, -0.5, -1e-7].map(csvCell)).toEqual(['-3', '-0.5', '-1e-7']);
    expect(['-3.25', '+4', '-1e-7'].map(csvCell)).toEqual(['-3.25', '+4', '-1e-7']); // a number written as text
    expect(toCsv(['=x'], [['@a'], [-2]])).toBe('"\'=x"\r\n"\'@a"\r\n-2\r\n');
  });
  it('joins a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['step', 'train, dev'],
        [
          [1, 3.3],
          [2, '–'],
        ],
      ),
    ).toBe('step,"train, dev"\r\n1,3.3\r\n2,\r\n');
  });
});

describe('file names', () => {
  it('come from the chart title, ASCII only', () => {
    expect(fileName('Aktivasyon dağılımı (her tanh katmanının çıktısı)', 'csv')).toBe(
      'makemore-lab-aktivasyon-dagilimi-her-tanh-katmaninin-ciktisi.csv',
    );
    expect(fileName('Loss curves', 'png')).toBe('makemore-lab-loss-curves.png');
    expect(fileName('', 'csv')).toBe('makemore-lab.csv');
    expect(fileName('x'.repeat(200), 'csv').length).toBeLessThan(80);
  });
});

describe('the run JSON', () => {
  const config = playgroundConfig(defaults());
  it("names the settings as the C++ struct does, in the controls' order", () => {
    expect(Object.keys(exportConfig(config))).toEqual([
      'n_layer',
      'n_hidden',
      'norm',
      'gain',
      'bad_init',
      'fix_output',
      'lr',
      'schedule',
      'batch_size',
      'steps',
      'seed',
    ]);
    expect(exportConfig(config)).toMatchObject({ n_layer: 4, norm: 'batch', fix_output: true, seed: 2147483647 });
    expect(PG_CONTROLS.map((c) => c.name)).toContain('pg_fix');
  });
  it('has exactly config, losses, train, dev; non-finite numbers become null', () => {
    const j = runJson(config, { losses: new Float64Array([3.3, 3.1, NaN]), train: 2.5, dev: Infinity });
    expect(Object.keys(j)).toEqual(['config', 'losses', 'train', 'dev']);
    expect(j.losses).toEqual([3.3, 3.1, null]);
    expect(j.dev).toBeNull();
    expect(JSON.parse(runJsonText(config, { losses: [3.3], train: 2, dev: 2.1 }))).toEqual({
      config: exportConfig(config),
      losses: [3.3],
      train: 2,
      dev: 2.1,
    });
  });
  it('carries no names list: only the settings and the numbers', () => {
    const text = runJsonText(config, { losses: [3.3], train: 2, dev: 2.1 });
    for (const name of ['emma', 'olivia', 'names']) expect(text).not.toContain(name);
  });
});
