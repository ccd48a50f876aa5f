// teacher/builder.js — the lesson builder (?build=1; docs/teachers.md): the tabs and their order, the
// lesson's language, each tab's settings (its manifest's rows, drawn by the controls every tab uses,
// so ranges and defaults are the tabs' own) and which are locked, the prediction prompt, the
// exercises that count and the mastery score; out: the lesson's link, an iframe snippet, one SCORM
// 1.2 or 2004 package of the whole lesson (scorm/download.js, made in the browser), and the links to
// its worksheet, answer sheet and class view. Counting an exercise in a lesson without the exercises
// tab is refused with a sentence, and nothing is offered until it holds. Hooks: data-builder-tab,
// data-action=up|down|lesson-download, name=lesson-*, data-key=lesson-link|lesson-refusal|lesson-status.
import { el, button, selectInput, numberInput, checkbox } from '../view/ui.js';
import { t, LANGS, langName } from '../words/i18n.js';
import { controls } from '../view/controls.js';
import { coerce, parseMatrix, field } from '../state/state.js';
import { controlsOf, SEED } from '../tabs/manifests.js';
import { downloadPackage } from '../scorm/download.js';
import { EXERCISE_IDS } from '../scorm/manifest.js';
import { lessonQuery, countRefusal, ownRows, lessonSettingNames, ALL_TABS } from './lesson.js';

const PREDICT = ['on', 'require', 'off'];
const xml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const formatMatrix = (m) => m.map((r) => r.join(',')).join(';');

// The tabs, ticked ones first in the lesson's order, each with its box and up/down buttons.
function tabsList(o, changed) {
  const list = el('ol', { class: 'builder-tabs' });
  const move = (id, by) => {
    const i = o.tabs.indexOf(id),
      j = i + by;
    if (i < 0 || j < 0 || j >= o.tabs.length) return;
    [o.tabs[i], o.tabs[j]] = [o.tabs[j], o.tabs[i]];
    draw();
    changed();
    list.querySelector(`[data-builder-tab="${id}"] [data-action="${by < 0 ? 'up' : 'down'}"]`)?.focus();
  };
  const draw = () => {
    const order = [...o.tabs, ...ALL_TABS.filter((id) => !o.tabs.includes(id))];
    list.replaceChildren(
      ...order.map((id) => {
        const name = t(`tabs.${id}.short`);
        const on = o.tabs.includes(id);
        const box = checkbox({
          label: t('teacher.builder.inLesson', { name }),
          checked: on,
          name: `lesson-tab-${id}`,
          onChange: (v) => {
            o.tabs = v ? [...o.tabs, id] : o.tabs.filter((x) => x !== id);
            draw();
            changed();
          },
        });
        const i = o.tabs.indexOf(id);
        const up = button('↑', () => move(id, -1), {
          class: 'secondary',
          'data-action': 'up',
          'aria-label': t('teacher.builder.up', { name }),
          disabled: !on || i === 0,
        });
        const down = button('↓', () => move(id, 1), {
          class: 'secondary',
          'data-action': 'down',
          'aria-label': t('teacher.builder.down', { name }),
          disabled: !on || i === o.tabs.length - 1,
        });
        return el('li', { 'data-builder-tab': id, class: on ? 'on' : '' }, box, up, down);
      }),
    );
  };
  draw();
  return list;
}

// A matrix setting as a text field (rows ';', values ','), read as a link's value would be.
function matrixField(s, name, changed) {
  const note = el('p', { class: 'error', role: 'alert', hidden: true, text: t('teacher.builder.matrixBad') });
  const input = el('input', { type: 'text', name, value: formatMatrix(s[name]), size: '40', spellcheck: 'false' });
  input.addEventListener('change', () => {
    const r = parseMatrix(input.value);
    note.hidden = !r.error;
    if (r.error) return;
    s[name] = r.value;
    changed();
  });
  return el('div', {}, el('label', { class: 'control' }, el('span', { text: t('teacher.builder.matrix') }), input), note);
}

// One tab's settings (or the lesson's seed): its controls and a lock box per setting.
function settingsBox(legend, specs, ctx, o, changed) {
  const plain = specs.filter((f) => field(f.name).type !== 'matrix');
  const locks = specs.map((f) =>
    checkbox({
      label: t('teacher.builder.lock', { label: t(f.label) }),
      checked: o.locked.includes(f.name),
      name: `lesson-lock-${f.name}`,
      onChange: (v) => {
        o.locked = v ? [...o.locked, f.name] : o.locked.filter((x) => x !== f.name);
        changed();
      },
    }),
  );
  return el(
    'fieldset',
    { class: 'builder-settings' },
    el('legend', { text: legend }),
    plain.length ? controls(ctx, plain, changed) : null,
    specs.filter((f) => field(f.name).type === 'matrix').map((f) => matrixField(ctx.state, f.name, changed)),
    el('div', { class: 'builder-locks' }, locks),
  );
}

function settingsPart(o, ctx, changed) {
  const box = el('div', { class: 'builder-all-settings' });
  box.redraw = () => {
    const tabs = o.tabs.map((id) => {
      const names = ownRows(id).map((r) => r.name);
      const specs = controlsOf(id).filter((f) => names.includes(f.name));
      const legend = t('teacher.builder.settings', { name: t(`tabs.${id}.short`) });
      return specs.length
        ? settingsBox(legend, specs, ctx, o, changed)
        : el('p', { class: 'note', text: `${legend} — ${t('teacher.builder.noSettings')}` });
    });
    const seeded = lessonSettingNames(o.tabs).includes(SEED.name);
    const seed = seeded
      ? settingsBox(
          t('teacher.builder.seed'),
          [SEED].map((r) => ({ name: r.name, knob: r.knob, label: r.label, step: r.step })),
          ctx,
          o,
          changed,
        )
      : null;
    box.replaceChildren(...tabs, seed ?? '');
  };
  box.redraw();
  return box;
}

function exercisesPart(o, changed) {
  const boxes = EXERCISE_IDS.map((e) =>
    checkbox({
      label: e.toUpperCase(),
      checked: o.count.includes(e),
      name: `lesson-count-${e}`,
      onChange: (v) => {
        o.count = v ? [...o.count, e].sort() : o.count.filter((x) => x !== e);
        changed();
      },
    }),
  );
  const mastery = numberInput({
    label: t('teacher.builder.mastery'),
    labelKey: 'teacher.builder.mastery',
    value: o.mastery,
    name: 'lesson-mastery',
    min: 1,
    max: 100,
    step: 1,
    onChange: (v) => {
      o.mastery = coerce('mastery', v);
      changed();
      return o.mastery;
    },
  });
  return el('fieldset', { class: 'choices' }, el('legend', { text: t('teacher.builder.count') }), boxes, mastery);
}

// The lesson's package, made in the browser and handed to the browser as a download.
function download(o, settings, status, go) {
  const own = Object.fromEntries(lessonSettingNames(o.tabs).map((k) => [k, settings[k]]));
  const title = o.title || defaultTitle(o);
  return downloadPackage({ ...o, lesson: o.tabs, tab: o.tabs[0], lock: false, settings: own, title }, status, go);
}

const defaultTitle = (o) => t('teacher.builder.defaultName', { list: o.tabs.map((id) => t(`tabs.${id}.short`)).join(', ') });

// What the lesson gives: its link, the snippet, the package, the sheets; or the refusal.
function outputsPart(o, settings) {
  const refusal = el('p', { class: 'error', role: 'alert', 'data-key': 'lesson-refusal', hidden: true });
  const link = el('input', { type: 'text', readonly: true, name: 'lesson-link', 'data-key': 'lesson-link', size: '60' });
  const open = el('a', { target: '_blank', rel: 'noopener', text: t('teacher.builder.open') });
  const snippet = el('textarea', { readonly: true, rows: '3', name: 'lesson-embed' });
  const status = el('p', { class: 'status', 'aria-live': 'polite', 'data-key': 'lesson-status' });
  const go = button(t('teacher.builder.download'), () => download(o, settings, status, go), { 'data-action': 'lesson-download' });
  const version = selectInput({
    label: t('teacher.builder.version'),
    value: o.version,
    name: 'lesson-version',
    options: ['1.2', '2004'].map((v) => [v, `SCORM ${v}`]),
    onChange: (v) => (o.version = v),
  });
  const sheets = ['work', 'answers', 'class'].map((k) =>
    el('a', {
      target: '_blank',
      rel: 'noopener',
      'data-sheet-link': k,
      text: t(`teacher.builder.${{ work: 'worksheet', answers: 'answers', class: 'classView' }[k]}`),
    }),
  );
  const body = el(
    'div',
    { class: 'builder-out' },
    el('label', { class: 'control' }, el('span', { text: t('teacher.builder.link') }), link),
    el('p', {}, open),
    el('label', { class: 'control' }, el('span', { text: t('teacher.builder.embed') }), snippet),
    el('h2', { text: t('teacher.builder.package') }),
    el('div', { class: 'controls' }, version),
    go,
    status,
    el('h2', { text: t('teacher.builder.sheets') }),
    el(
      'ul',
      {},
      sheets.map((a) => el('li', {}, a)),
    ),
  );
  const part = el('section', { class: 'builder-outputs' }, refusal, body);
  part.refresh = () => {
    const refused = countRefusal(o);
    const empty = !o.tabs.length;
    refusal.hidden = !refused && !empty;
    refusal.textContent = empty
      ? t('teacher.builder.noTabs')
      : refused
        ? t('teacher.builder.countRefused', { list: refused.count.map((e) => e.toUpperCase()).join(', '), tab: t('tabs.exercises.short') })
        : '';
    body.hidden = !refusal.hidden;
    if (!refusal.hidden) return;
    const own = Object.fromEntries(lessonSettingNames(o.tabs).map((k) => [k, settings[k]]));
    const query = lessonQuery({ ...o, settings: own });
    const url = new URL(query, location.href.split('?')[0]).href;
    link.value = open.href = url;
    snippet.value = `<iframe src="${xml(url)}" title="${xml(o.title || defaultTitle(o))}" width="100%" height="900" loading="lazy"></iframe>`;
    for (const a of sheets) a.href = `${url}&build=${a.dataset.sheetLink}`;
  };
  return part;
}

// initial: the page's settings (a lesson's link opened with ?build=1 is edited); recipe: the core's.
export function builder(initial, { recipe = null } = {}) {
  const settings = structuredClone(initial);
  const o = {
    tabs: initial.lesson.length ? [...initial.lesson] : ['start', 'tanh', 'kaiming'],
    lang: initial.lang,
    predict: ['on', 'off', 'require'].includes(initial.predict) ? initial.predict : 'on',
    count: [...initial.count],
    mastery: initial.mastery,
    locked: [...initial.locked],
    title: '',
    version: '1.2',
  };
  let outputs = null,
    setPart = null;
  const changed = () => outputs?.refresh();
  const ctx = {
    state: settings,
    recipe,
    set(patch) {
      for (const [k, v] of Object.entries(patch)) settings[k] = coerce(k, v);
      return settings;
    },
  };
  const name = el('input', { type: 'text', name: 'lesson-title', maxlength: '200', size: '50' });
  name.addEventListener('input', () => {
    o.title = name.value.trim();
    changed();
  });
  const tabs = tabsList(o, () => {
    setPart.redraw();
    changed();
  });
  setPart = settingsPart(o, ctx, changed);
  outputs = outputsPart(o, settings);
  const lang = selectInput({
    label: t('teacher.builder.lang'),
    value: o.lang,
    name: 'lesson-lang',
    options: LANGS.map((l) => [l, langName(l)]),
    onChange: (v) => ((o.lang = v), changed()),
  });
  const predict = selectInput({
    label: t('teacher.builder.predict'),
    value: o.predict,
    name: 'lesson-predict',
    options: PREDICT.map((v) => [v, t(`embed.predict_${v}`)]),
    onChange: (v) => ((o.predict = v), changed()),
  });
  outputs.refresh();
  return el(
    'section',
    { class: 'builder' },
    el('h1', { text: t('teacher.builder.title') }),
    el('p', { text: t('teacher.builder.intro') }),
    el('label', { class: 'control' }, el('span', { text: t('teacher.builder.name') }), name),
    el('fieldset', { class: 'builder-tabs-box' }, el('legend', { text: t('teacher.builder.tabs') }), tabs),
    el('div', { class: 'controls' }, lang, predict),
    setPart,
    exercisesPart(o, changed),
    outputs,
  );
}
