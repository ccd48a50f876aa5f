// charts.test.js — the pure half of the chart widgets (web/src/view/chart_data.js): what a line or bar
// widget hands to Chart.js and to its data table, the table's thinning, the log axis switch and
// its tick labels, the heat map's colours and the series styles. No canvas, no DOM.
import { setLang } from '../../web/src/words/i18n.js';
import { describe, it, expect } from 'vitest';
import {
  lineData,
  barData,
  thinRows,
  cellFormat,
  baseOptions,
  setLogY,
  isLogY,
  logTicks,
  heatColor,
  styleFor,
  PALETTE,
  DASHES,
  GUIDE,
  MAX_TABLE_ROWS,
  tooltipOptions,
  legendGroups,
  legendAction,
} from '../../web/src/view/chart_data.js';

describe('line data', () => {
  const series = [
    {
      label: 'a',
      points: [
        [1, 2],
        [2, NaN],
        [3, 0.5],
      ],
    },
    {
      label: 'b',
      points: [
        [1, -1],
        [3, Infinity],
      ],
      marker: true,
    },
    {
      label: 'guide',
      points: [
        [1, 1],
        [3, 1],
      ],
      guide: true,
    },
  ];

  it('drops the non-finite points, counts them, and counts the data points without the guides', () => {
    const d = lineData(series, { xName: 'step' });
    expect(d.datasets.map((s) => s.data)).toEqual([
      [
        { x: 1, y: 2 },
        { x: 3, y: 0.5 },
      ],
      [{ x: 1, y: -1 }],
      [
        { x: 1, y: 1 },
        { x: 3, y: 1 },
      ],
    ]);
    expect(d.dropped).toBe(2);
    expect(d.points).toBe(5);
  });

  it('on a log axis also drops y <= 0', () => {
    const d = lineData(series, { logY: true });
    expect(d.datasets[1].data).toEqual([]);
    expect(d.dropped).toBe(3);
  });

  it('the table has a row per x of any data series, with – where a series has no point', () => {
    const d = lineData(series, { xName: 'step' });
    expect(d.columns).toEqual(['step', 'a', 'b']);
    expect(d.rows).toEqual([
      [1, 2, -1],
      [2, NaN, '–'],
      [3, 0.5, Infinity],
    ]);
    // an empty first series (the playground before its first step) does not empty the table
    const early = lineData([
      { label: 'mb', points: [] },
      { label: 'dev', points: [[0, 3.3]] },
      {
        label: 'ghost',
        points: [
          [0, 3.4],
          [250, 2.5],
        ],
      },
    ]);
    expect(early.rows).toEqual([
      [0, '–', 3.3, 3.4],
      [250, '–', '–', 2.5],
    ]);
  });

  it('styles: data series take the palette in turn, guides are grey and dashed, markers only when asked', () => {
    const [a, b, g] = lineData(series).datasets;
    expect([a.borderColor, b.borderColor, g.borderColor]).toEqual([PALETTE[0], PALETTE[1], GUIDE]);
    expect(g.borderDash).toEqual([5, 5]);
    expect([a.pointRadius, b.pointRadius]).toEqual([0, 3.5]);
    // the noisy series is drawn first (under), guides last (on top): Chart.js draws a higher order first
    expect(styleFor(2, { faint: true }).order).toBeGreaterThan(styleFor(2).order);
    expect(styleFor(2).order).toBeGreaterThan(styleFor(0, { guide: true }).order);
    expect(styleFor(5, { color: 1, dash: 2 })).toMatchObject({ borderColor: PALETTE[1], borderDash: DASHES[2] });
    expect(styleFor(2, { faint: true })).toMatchObject({ borderColor: `${PALETTE[2]}66`, borderWidth: 1 });
  });
});

describe('bar data', () => {
  it('non-finite bars become gaps, guides become flat lines across the categories', () => {
    const d = barData(['x', 'y', 'z'], [{ label: 'loss', values: new Float64Array([1, NaN, 3]) }], [{ y: 3.3, label: 'ln 27' }], 'cat');
    expect(d.labels).toEqual(['x', 'y', 'z']);
    expect(d.datasets[0]).toMatchObject({ type: 'bar', label: 'loss', data: [1, null, 3], backgroundColor: PALETTE[0] });
    expect(d.datasets[1]).toMatchObject({ type: 'line', label: 'ln 27', data: [3.3, 3.3, 3.3], borderColor: GUIDE });
    expect(d.dropped).toBe(1);
    expect(d.points).toBe(3);
    expect(d.columns).toEqual(['cat', 'loss']);
    expect(d.rows).toEqual([
      ['x', 1],
      ['y', NaN],
      ['z', 3],
    ]);
  });

  it('a series may colour each bar', () => {
    const d = barData(['a', 'b'], [{ label: 'n', values: [1, 2], colors: ['#111111', '#222222'] }]);
    expect(d.datasets[0].backgroundColor).toEqual(['#111111', '#222222']);
  });
});

describe('data table rows', () => {
  it('keeps every row up to the limit, else every n-th and the last', () => {
    const few = Array.from({ length: MAX_TABLE_ROWS }, (_, i) => [i]);
    expect(thinRows(few)).toEqual({ shown: few, every: 1 });
    const many = Array.from({ length: 450 }, (_, i) => [i]);
    const { shown, every } = thinRows(many);
    expect(every).toBe(3);
    expect(shown.length).toBe(151);
    expect(shown[1]).toEqual([3]);
    expect(shown.at(-1)).toEqual([449]);
  });
});

describe('data table cells', () => {
  it('writes a column of steps or counts as integers, tiny values with 3 significant digits, others at the digits', () => {
    setLang('tr');
    const columns = ['adım', 'loss', 'oran', 'ad'];
    const rows = [
      [0, 3.2946, 0.00001234, 'a'],
      [16, NaN, 0, 'b'],
      [3000, 2.9, -0.00002, 'c'],
    ];
    const cell = cellFormat(columns, rows, 4);
    expect(rows.map((r) => r.map(cell))).toEqual([
      ['0', '3,2946', '1,23·10⁻⁵', 'a'],
      ['16', '–', '0,0000', 'b'],
      ['3.000', '2,9000', '−2,00·10⁻⁵', 'c'],
    ]);
    setLang('en');
    expect(cellFormat(columns, rows, 4)(3000, 0)).toBe('3,000');
  });
});

describe('axes', () => {
  it('a non-negative quantity (a std, a count) has its y axis start at 0, so its grace never shows a negative tick', () => {
    expect(baseOptions({ title: 'T', nonNegative: true }, 'en-US').scales.y.min).toBe(0);
    expect(baseOptions({ title: 'T' }, 'en-US').scales.y.min).toBeUndefined();
  });

  it('setLogY switches the y axis and its ticks both ways', () => {
    const o = baseOptions({ title: 'T', xLabel: 'x', yLabel: 'y' }, 'en-US');
    expect(isLogY(o)).toBe(false);
    expect(o.plugins.title).toMatchObject({ display: true, text: 'T' });
    setLogY(o, true);
    expect(o.scales.y).toMatchObject({ type: 'logarithmic', ticks: logTicks });
    setLogY(o, false);
    expect(o.scales.y).toMatchObject({ type: 'linear', ticks: {} });
    expect(isLogY(baseOptions({ logY: true }, 'tr-TR'))).toBe(true);
  });

  it("log ticks label 1, 2 and 5 times the powers of ten, far ones as 1·10⁻ⁿ, in the page's language", () => {
    const label = logTicks.callback;
    setLang('en');
    expect([0.5, 1, 2, 5, 10, 200].map(label)).toEqual(['0.5', '1', '2', '5', '10', '200']);
    expect(label(3)).toBeNull();
    expect(label(1e-6)).toBe('1·10⁻⁶');
    expect(label(5e-7)).toBe('5·10⁻⁷');
    setLang('tr'); // the log ticks beside the linear "0,30" say "0,5", not "0.5"
    expect([0.5, 0.02, 1000].map(label)).toEqual(['0,5', '0,02', '1.000']);
    setLang('en');
  });
});

describe('heat map colours', () => {
  it('white at 0, blue at 1, vermillion above the threshold', () => {
    expect(heatColor(0, 0.97)).toBe('rgb(255,255,255)');
    expect(heatColor(1, 1)).toBe('rgb(0,114,178)'); // at the threshold: not above it
    expect(heatColor(0.5, 0.97)).toBe('rgb(128,185,217)');
    expect(heatColor(0.98, 0.97)).toBe(PALETTE[1]);
  });
});

describe('hover, touch and the legend', () => {
  it('the tooltip names the nearest series and its value in the page format, under its x; guides say nothing', () => {
    setLang('tr');
    const tip = baseOptions({ xLabel: 'adım' }, 'tr-TR').plugins.tooltip;
    const item = { parsed: { x: 500, y: 0.12345 }, label: '500', dataset: { label: 'dev' }, chart: { scales: { x: { type: 'linear' } } } };
    expect(tip.callbacks.title([item])).toBe('adım = 500');
    expect(tip.callbacks.label(item)).toBe('dev: 0,1235');
    expect(tip.callbacks.label({ ...item, parsed: { x: 1, y: 2.5e-5 } })).toBe('dev: 2,50·10⁻⁵');
    expect(tip.callbacks.label({ ...item, dataset: { label: 'layers.0.weight', legendText: 'katman 1' } })).toBe('katman 1: 0,1235');
    expect(tip.filter({ dataset: { guide: true } })).toBe(false);
    expect(tip.filter(item)).toBe(true);
    const bar = { parsed: { x: 3, y: 7 }, label: '−0,95', dataset: { label: 'sayı' }, chart: { scales: { x: { type: 'category' } } } };
    expect(tooltipOptions('h').callbacks.title([bar])).toBe('h = −0,95');
    setLang('en');
    expect(tip.callbacks.label(item)).toBe('dev: 0.1235');
  });

  it('line and bar guides are marked, so the tooltip can leave them out', () => {
    const d = lineData([
      { label: 'a', points: [[0, 1]] },
      { label: 'g', points: [[0, 1]], guide: true },
    ]);
    expect(d.datasets.map((x) => !!x.guide)).toEqual([false, true]);
    expect(barData(['x'], [{ label: 'n', values: [1] }], [{ y: 1, label: 'g' }]).datasets.map((x) => !!x.guide)).toEqual([false, true]);
  });

  it('a legend entry stands for its group; a click hides or shows it; isolate shows it alone, then all', () => {
    const datasets = [
      { label: 'a' },
      { label: 'b', legendText: 'B' },
      { label: 'b2', legend: false },
      { label: 'c' },
      { label: '−3', guide: true },
    ];
    const groups = legendGroups(datasets);
    expect(groups.map((g) => g.members)).toEqual([[0], [1, 2], [3], [4]]);
    let hidden = legendAction(groups, new Set(), 1);
    expect([...hidden].sort()).toEqual([1, 2]);
    hidden = legendAction(groups, hidden, 1);
    expect([...hidden]).toEqual([]);
    hidden = legendAction(groups, hidden, 3, true);
    expect([...hidden].sort()).toEqual([0, 1, 2]); // the guide stays
    hidden = legendAction(groups, hidden, 3, true);
    expect([...hidden]).toEqual([]);
    // isolating a hidden series shows it, and it alone
    hidden = legendAction(groups, new Set([0]), 0, true);
    expect([...hidden].sort()).toEqual([1, 2, 3]);
    expect([...legendAction(groups, new Set([5]), 99)]).toEqual([5]); // no such entry: nothing changes
  });
});
