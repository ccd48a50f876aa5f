// sliders.mjs — drag and see (run.mjs registers this): on each initialisation tab a slider is dragged
// with the mouse (press on its thumb, real moves, release), and the figure must follow: the shown
// number (a data-key cell) and a chart's data become the core's for the slider's new value (the
// wasm module run here in node with the page's names list and knobs), the number box and the link
// hold the new value, and the lecture's value is marked on the track. The keyboard moves a slider
// too, and at 375 px the slider is a target for a thumb.
import { newPage, test, assert, noErrors, OUT } from './harness.mjs';

// A number box's text as a number: the Turkish page writes a decimal comma.
const typed = (text) => Number(String(text).replace(',', '.'));
import { nodeCore } from './node_core.mjs';

const SEED = 2147483647;

// Per tab: the slider's setting, where to drag it (a fraction of the track), the section's knobs
// for a value v, the data-key cell and the core's number for it, and a chart's data beside the
// core's (the figure, the chart's index among the panel's, its dataset, the core's series).
const CASES = {
  tanh: {
    name: 'bad',
    to: 0.2,
    knobs: (v) => ({ badInit: v, seed: SEED }),
    key: 'sat-bad',
    value: (r) => r.badInitPct / 100,
    chart: { index: 0, dataset: 0, series: (r) => Array.from(r.badInitHist.counts), y: (d) => d },
  },
  kaiming: {
    name: 'k_gain',
    to: 0.8,
    knobs: (v) => ({ nLayer: 6, gain: v, probeRows: 1000, seed: SEED, act: 'tanh' }),
    key: 'kaiming-last',
    value: (r) => r.kaiming.std[r.kaiming.std.length - 1],
    chart: { index: 0, dataset: 1, series: (r) => Array.from(r.kaiming.std), y: (d) => d.y },
  },
  batchnorm: {
    name: 'bn_bad',
    to: 0.7,
    knobs: (v) => ({ badInit: v, eps: 1e-5, gamma: 1, beta: 0, momentum: 0.1, steps: 10, seed: SEED }),
    extra: '&bn_steps=10',
    key: 'hpreact-std',
    value: (r) => r.pipeline.hpreact.std,
    chart: { index: 0, dataset: 0, series: (r) => Array.from(r.pipeline.hpreact.hist.counts), y: (d) => d },
  },
  residual: {
    name: 'r_std',
    to: 0.75,
    knobs: (v) => ({ weightStd: v, seed: SEED }),
    key: 'res-50',
    value: (r) => r.depths[r.depths.length - 1].residual,
    chart: { index: 0, dataset: 1, series: (r) => r.depths.map((d) => d.residual), y: (d) => d.y },
  },
};

const ready = (page, tab) => page.waitForFunction((id) => window.__mmReady?.[id] === true, tab, { timeout: 180000 });
const shownValue = (page, key) => page.$eval(`[data-key="${key}"]`, (e) => Number(e.dataset.value));
const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

// Presses the thumb of the slider of setting `name` and drags it to `to` (0..1 of the track) in
// `moves` mouse moves, then lets go.
async function drag(page, name, to, moves = 12) {
  const s = await page.$eval(`input[data-slider="${name}"]`, (e) => {
    e.scrollIntoView({ block: 'center' }); // the mouse acts inside the viewport
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y + r.height / 2, w: r.width, at: Number(e.value) / Number(e.max) };
  });
  const thumb = 13; // half the thumb (view/controls.css): the thumb's centre runs from 13 px to width - 13 px
  const xAt = (f) => s.x + thumb + f * (s.w - 2 * thumb);
  await page.mouse.move(xAt(s.at), s.y);
  await page.mouse.down();
  for (let i = 1; i <= moves; i++) {
    await page.mouse.move(xAt(s.at + ((to - s.at) * i) / moves), s.y);
    await page.waitForTimeout(16); // a frame between moves, as a hand would
  }
  await page.mouse.up();
}

for (const [tab, c] of Object.entries(CASES)) {
  for (const lang of ['tr', 'en']) {
    test(`sliders: dragging ${c.name} on ${tab} (${lang}) redraws the figure with the core's numbers`, async ({ browser, base }) => {
      const page = await newPage(browser);
      await page.goto(`${base}?tab=${tab}&lang=${lang}${c.extra ?? ''}`);
      await ready(page, tab);
      const slider = `input[data-slider="${c.name}"]`;
      assert(await page.$(slider), `no slider for ${c.name} on ${tab}`);
      const before = await shownValue(page, c.key);
      const marks = await page.$$eval(`${slider} ~ .slider-marks .slider-mark`, (ms) => ms.map((m) => m.textContent));
      assert(marks.length > 0, `no mark on the ${c.name} track`);
      await drag(page, c.name, c.to);
      // the full figure (not a preview) for the value the number box now shows
      const v = typed(await page.inputValue(`input[data-number][name="${c.name}"]`));
      await page.waitForFunction(
        () =>
          document.querySelector('#panel .runner')?.dataset.figure === 'full' && !document.querySelector('#panel .progress:not([hidden])'),
        null,
        { timeout: 60000 },
      );
      await page.waitForTimeout(300); // a stale answer would land here
      const r = (await nodeCore()).section(tab, c.knobs(v));
      const shown = await shownValue(page, c.key);
      assert(shown !== before, `${c.key} did not change (${before}) after the drag to ${c.name} = ${v}`);
      assert(close(shown, c.value(r)), `${c.key} = ${shown}, the core's for ${c.name} = ${v}: ${c.value(r)}`);
      const data = await page.$$eval(
        '#panel figure.chart',
        (fs, { index, dataset }) => fs[index].mmChart.data.datasets[dataset].data.map((d) => (typeof d === 'number' ? d : { y: d.y })),
        { index: c.chart.index, dataset: c.chart.dataset },
      );
      const want = c.chart.series(r);
      assert(
        data.length === want.length && data.every((d, i) => close(c.chart.y(d), want[i])),
        `the chart's data ${JSON.stringify(data.slice(0, 6))}… are not the core's ${JSON.stringify(want.slice(0, 6))}…`,
      );
      await page.waitForFunction(([n, val]) => new URL(location.href).searchParams.get(n) === String(val), [c.name, v]);
      await page.screenshot({ path: `${OUT}/slider-${tab}-${lang}.png`, fullPage: false });
      noErrors(page);
      await page.context().close();
    });
  }
}

test('sliders: the arrow keys move a slider and the figure follows; the slider is a thumb-sized target at 375 px', async ({
  browser,
  base,
}) => {
  const page = await newPage(browser, { width: 375, height: 740 });
  await page.goto(`${base}?tab=kaiming&lang=en`);
  await ready(page, 'kaiming');
  const slider = 'input[data-slider="k_gain"]';
  const box = await page.$eval(slider, (e) => {
    const r = e.getBoundingClientRect();
    return { w: r.width, h: r.height };
  });
  assert(box.h >= 24 && box.w >= 120, `the gain slider is ${box.w}×${box.h}px at 375 px`);
  const marks = await page.$$eval(`${slider} ~ .slider-marks .slider-mark`, (ms) => ms.map((m) => m.textContent));
  assert(marks.some((m) => m.includes('5/3')) && marks.some((m) => m.includes('√2')) && marks.includes('1'), `gain marks: ${marks}`);
  const before = await shownValue(page, 'kaiming-last');
  await page.focus(slider);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  const v = typed(await page.inputValue('input[data-number][name="k_gain"]'));
  assert(v < 5 / 3, `five ArrowLeft presses left the gain at ${v}`);
  await page.waitForFunction(
    (b) =>
      Number(document.querySelector('[data-key="kaiming-last"]')?.dataset.value) !== b &&
      document.querySelector('#panel .runner')?.dataset.figure === 'full',
    before,
  );
  await page.waitForTimeout(300);
  const r = (await nodeCore()).section('kaiming', { nLayer: 6, gain: v, probeRows: 1000, seed: SEED, act: 'tanh' });
  const shown = await shownValue(page, 'kaiming-last');
  assert(close(shown, r.kaiming.std.at(-1)), `kaiming-last ${shown}, the core's for gain ${v}: ${r.kaiming.std.at(-1)}`);
  // the number box sets the same setting exactly; the slider follows it
  await page.fill('input[data-number][name="k_gain"]', '1.41421');
  await page.press('input[data-number][name="k_gain"]', 'Enter');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('k_gain') === '1.41421');
  const pos = await page.$eval(slider, (e) => Number(e.value));
  assert(Math.abs(pos - Math.round(((1.41421 - 0.25) / 2.75) * 200)) <= 1, `the slider did not follow the box: ${pos}`);
  await page.screenshot({ path: `${OUT}/slider-phone-kaiming.png`, fullPage: false });
  noErrors(page);
  await page.context().close();
});

// While a slider moves, only the part of the figure it changes is computed (the core's previews,
// lesson/preview.hpp) and merged into the figure on screen (or the cheaper one of its knobs): from
// the drag's first figure on, the figures come from the part's section, the chart under the slider holds the part's numbers for the
// knobs it was asked with, and a chart the slider does not change keeps the figure's before. When
// the slider is let go, the full figure is the section's own. Each step waits for the page's figure
// event, not for a time. Per case: the slider, its part, its knob, the chart it changes (index among
// the panel's figures, dataset, the core's series of a result) and one it leaves as it was.
const PARTS = [
  {
    tab: 'kaiming',
    name: 'k_gain',
    part: 'kaimingGain',
    to: [0.6, 0.7, 0.8],
    changed: { index: 0, dataset: 1, series: (r) => Array.from(r.kaiming.std) },
    kept: { index: 0, dataset: 0 }, // the naive stack's std (as the drag's first figure drew it)
    keptFrom: 'first',
    knob: 'gain',
  },
  {
    tab: 'batchnorm',
    name: 'bn_gamma',
    part: 'batchnormPipeline',
    to: [0.3, 0.25, 0.2],
    changed: { index: 2, dataset: 0, series: (r) => Array.from(r.pipeline.scaled.hist.counts) },
    kept: { index: 4, dataset: 1 }, // the running mean (the full figure's before the drag)
    keptFrom: 'before',
    knob: 'gamma',
  },
  {
    tab: 'batchnorm',
    name: 'bn_mom',
    part: 'batchnormRunning',
    to: [0.5, 0.6, 0.7],
    changed: { index: 4, dataset: 1, series: (r) => Array.from(r.running.runningMean[0]) },
    kept: { index: 2, dataset: 0 }, // the scaled stage's histogram
    keptFrom: 'before',
    knob: 'momentum',
  },
];

for (const c of PARTS) {
  test(`sliders: while ${c.name} moves on ${c.tab}, only its part is computed (${c.part}) and the full figure follows on release`, async ({
    browser,
    base,
  }) => {
    const page = await newPage(browser);
    // every figure as drawn: its event's detail and the two charts' data at that moment
    await page.addInitScript(
      ({ changed, kept }) => {
        window.__figs = [];
        const data = (i, ds) => {
          const d = document.querySelectorAll('#panel figure.chart')[i]?.mmChart?.data.datasets[ds]?.data ?? [];
          return d.map((p) => (typeof p === 'number' ? p : p.y));
        };
        document.addEventListener('mm:figure', (e) =>
          window.__figs.push({ ...e.detail, changed: data(changed.index, changed.dataset), kept: data(kept.index, kept.dataset) }),
        );
      },
      { changed: c.changed, kept: c.kept },
    );
    await page.goto(`${base}?tab=${c.tab}&lang=en`);
    await ready(page, c.tab);
    const s = await page.$eval(`input[data-slider="${c.name}"]`, (e) => {
      e.scrollIntoView({ block: 'center' });
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y + r.height / 2, w: r.width, at: Number(e.value) / Number(e.max) };
    });
    const xAt = (f) => s.x + 13 + f * (s.w - 26);
    const count = () => page.evaluate(() => window.__figs.length);
    const before = await page.evaluate(() => window.__figs.at(-1));
    // how often Chart.js is asked to draw the chart the slider does not change
    await page.evaluate((i) => {
      const chart = document.querySelectorAll('#panel figure.chart')[i].mmChart;
      const update = chart.update.bind(chart);
      window.__keptUpdates = 0;
      chart.update = (...a) => {
        window.__keptUpdates++;
        return update(...a);
      };
    }, c.kept.index);
    await page.mouse.move(xAt(s.at), s.y);
    await page.mouse.down();
    for (const to of c.to) {
      const n = await count();
      await page.mouse.move(xAt(to), s.y);
      // the figure of this position (a later move's figure would do too; there is none)
      await page.waitForFunction((k) => window.__figs.length > k && window.__figs.at(-1).preview, n, { timeout: 120000 });
    }
    const figs = await page.evaluate(() => window.__figs);
    const keptUpdates = await page.evaluate(() => window.__keptUpdates);
    await page.mouse.up();
    const during = figs.slice(figs.indexOf(figs.find((f) => f.preview)));
    const parts = during.filter((f) => f.section === c.part);
    // every one, the first move's too: a part whose knobs are the cheaper figure's (fewer probe
    // rows, fewer steps) is merged into the cheaper figure of the knobs on screen
    assert(
      during.length === c.to.length && parts.length === c.to.length,
      `the drag's figures came from ${during.map((f) => f.section).join(', ')}, not all ${c.to.length} from ${c.part}`,
    );
    const core_ = await nodeCore();
    const last = parts.at(-1);
    const want = c.changed.series(core_.section(c.part, last.asked));
    assert(
      last.changed.length === want.length && last.changed.every((y, i) => close(y, want[i])),
      `the chart under ${c.name} holds ${JSON.stringify(last.changed.slice(0, 5))}…, not the core's ${c.part} ${JSON.stringify(want.slice(0, 5))}…`,
    );
    const keptWant = c.keptFrom === 'first' ? during[0].kept : before.kept;
    assert(JSON.stringify(last.kept) === JSON.stringify(keptWant), `the chart ${c.name} does not change moved: ${last.kept.slice(0, 5)}…`);
    // its data the same, it is not drawn again (the kept line of a chart that changes is)
    if (c.keptFrom === 'before')
      assert(keptUpdates === 0, `the chart ${c.name} does not change was drawn ${keptUpdates} times during the drag`);
    // let go: the full figure of the position, the section's own numbers
    await page.waitForFunction(
      () =>
        document.querySelector('#panel .runner')?.dataset.figure === 'full' && !document.querySelector('#panel .progress:not([hidden])'),
      null,
      { timeout: 120000 },
    );
    const v = typed(await page.inputValue(`input[data-number][name="${c.name}"]`));
    const lastFig = await page.evaluate(() => window.__figs.at(-1));
    assert(!lastFig.preview && lastFig.section === c.tab, `the figure after release is ${lastFig.section} (preview ${lastFig.preview})`);
    assert(close(lastFig.knobs[c.knob], v), `the full figure is of ${c.knob} = ${lastFig.knobs[c.knob]}, the box shows ${v}`);
    const fullWant = c.changed.series(core_.section(c.tab, lastFig.asked));
    assert(
      lastFig.changed.length === fullWant.length && lastFig.changed.every((y, i) => close(y, fullWant[i])),
      `after release the chart under ${c.name} holds ${JSON.stringify(lastFig.changed.slice(0, 5))}…, not the core's ${c.tab} ${JSON.stringify(fullWant.slice(0, 5))}…`,
    );
    noErrors(page);
    await page.context().close();
  });
}

// A drag right after a release does not wait behind the full figure the release started: the
// previews run in their own worker (pool.js), so the new position's preview is drawn before the
// first worker answers that full figure, and the full figure, stale by then, is never drawn over it.
// Every message to and from the workers is logged beside the figure events: the test checks their
// order, not a time. The release's full figure is held at the first worker's door until the second
// drag has drawn its previews, so a fast machine cannot answer it first: a preview queued behind
// it would never be drawn, and the test would fail.
test(
  'sliders: a drag right after a release draws its previews before the full figure the release started',
  async ({ browser, base }) => {
    const page = await newPage(browser);
    await page.addInitScript(() => {
      const log = [];
      window.__log = log;
      let made = 0;
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(...args) {
          super(...args);
          const w = ++made;
          this.addEventListener('message', (e) => {
            if (e.data?.type === 'result') log.push({ w, result: e.data.id });
          });
          const post = this.postMessage.bind(this);
          this.postMessage = (m, ...rest) => {
            if (m?.type === 'section') log.push({ w, section: m.name, id: m.id, knobs: m.knobs });
            if (w === 1 && window.__held && m?.type === 'section' && m.name === 'batchnorm') {
              window.__held.push(() => post(m, ...rest));
              return undefined;
            }
            return post(m, ...rest);
          };
        }
      };
      document.addEventListener('mm:figure', (e) => log.push({ figure: e.detail }));
      window.__held = null;
      window.__letGo = () => {
        const held = window.__held ?? [];
        window.__held = null;
        for (const send of held) send();
        return held.length;
      };
    });
    // 2000 steps of running statistics: the full figure is the long job, a preview (a part of it) a
    // few ms
    await page.goto(`${base}?tab=batchnorm&lang=en&bn_steps=2000`);
    await ready(page, 'batchnorm');
    const s = await page.$eval('input[data-slider="bn_mom"]', (e) => {
      e.scrollIntoView({ block: 'center' });
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y + r.height / 2, w: r.width, at: Number(e.value) / Number(e.max) };
    });
    const xAt = (f) => s.x + 13 + f * (s.w - 26);
    const mark = await page.evaluate(() => {
      window.__held = [];
      return window.__log.length;
    });
    // the first drag, let go: its full figure (all 2000 steps) goes to the first worker, held there
    await page.mouse.move(xAt(s.at), s.y);
    await page.mouse.down();
    await page.mouse.move(xAt(0.4), s.y);
    await page.mouse.up();
    const fullMsg = await page.waitForFunction(
      (k) => window.__log.slice(k).find((m) => m.w === 1 && m.section === 'batchnorm' && m.knobs.steps === 2000),
      mark,
      {
        timeout: 60000,
      },
    );
    const released = await fullMsg.jsonValue();
    // drag again at once, to two positions, each waiting for its preview
    const mark2 = await page.evaluate(() => window.__log.length);
    await page.mouse.down();
    for (const to of [0.6, 0.7]) {
      const n = await page.evaluate(() => window.__log.length);
      await page.mouse.move(xAt(to), s.y);
      await page.waitForFunction((k) => window.__log.slice(k).some((m) => m.figure?.preview), n, { timeout: 120000 });
    }
    const v = typed(await page.inputValue('input[data-number][name="bn_mom"]'));
    // the previews are drawn: the first worker may now compute the release's full figure
    const letGo = await page.evaluate(() => window.__letGo());
    assert(letGo === 1, `${letGo} full figures were held at the first worker, not the release's one`);
    await page.mouse.up();
    // the full figure of the last position
    await page.waitForFunction(
      ([k, m]) => window.__log.slice(k).some((e) => e.figure && !e.figure.preview && Math.abs(e.figure.knobs.momentum - m) < 1e-9),
      [mark, v],
      { timeout: 180000 },
    );
    const log = await page.evaluate(() => window.__log);
    const sent = log.findIndex((m) => m.w === released.w && m.id === released.id);
    const answered = log.findIndex((m) => m.w === released.w && m.result === released.id);
    assert(answered > sent, 'the released full figure was never answered');
    assert(answered >= mark2, 'the full figure of the release came before the second drag began: the test cannot tell');
    const previews = log.slice(mark2).filter((m) => m.figure?.preview);
    assert(previews.length >= 2, `${previews.length} previews drawn in the second drag`);
    const first = log.indexOf(previews[0]);
    assert(
      first < answered,
      `the new drag's first preview (${previews[0].figure.section}, momentum ${previews[0].figure.knobs.momentum}) was drawn after the first worker answered the release's full figure`,
    );
    const inFirst = log.filter((m) => m.w === released.w && /^batchnorm(Running|Pipeline)$/.test(m.section));
    assert(inFirst.length === 0, `previews went to the first worker: ${inFirst.map((m) => m.section)}`);
    // the stale full figure of the first release is never drawn; the last full one is the box's
    const drawnFull = log
      .slice(mark)
      .filter((m) => m.figure && !m.figure.preview)
      .map((m) => m.figure.knobs.momentum);
    assert(
      !drawnFull.some((m) => close(m, released.knobs.momentum)),
      `the stale full figure (momentum ${released.knobs.momentum}) was drawn: ${drawnFull}`,
    );
    assert(close(drawnFull.at(-1), v), `the last full figure is of momentum ${drawnFull.at(-1)}, the box shows ${v}`);
    noErrors(page);
    await page.context().close();
  },
  { alone: true },
);
