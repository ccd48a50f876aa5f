// tabs/section/tab.js — sectionTab(), which makes a whole figure tab from its manifest, its view,
// its table of numbers and its draw (mounted by section/mount.js, its figures asked for by
// section/state.js and drawn by section/render.js).
import { oursText } from '../../view/ui.js';
import { t } from '../../words/i18n.js';
import { say } from '../../words/say.js';
import { settingValueText } from '../../words/setting_words.js';
import { settingLabel } from '../../words/setting_labels.js';
import { knobsOf } from '../../view/controls.js';
import { manifest } from '../manifests.js';
import { lectureDiffers, specsOf } from '../common.js';
import { mountSection } from './mount.js';

// A figure tab computed by the lesson section of the same name:
//   { id, explain (locale key), explainVars(settings, ctx, result?) -> the explanation's {placeholders}
//     (from the result once there is one: the settings it was computed with, not the controls'),
//     controls?: [spec] (its manifest's, specsOf), lecture?: [names of the controls the text's
//     printed values depend on] (its manifest's), view(settings, ctx) -> { part: a chart or a DOM node }, layout(view) -> [nodes below the numbers],
//     compare(result, ctx) -> the rows of its table of ours beside the text's printed values
//     (ui.js compareTable), reading(result, ctx) -> what the live figure shows, in words (or
//     null), draw(view, result, ctx), knobs? (fixed knobs of the section beside the controls': its manifest's),
//     preview?(knobs) -> the knobs of a cheaper figure drawn while a slider moves (the full one
//     follows when it is let go; without it every move asks for the full figure),
//     part?(knobs, slider) -> null, or { section, knobs, merge(part, drawn) -> result }: while the
//     slider named `slider` moves, only the part of the figure it changes, computed by `section`
//     (the core's previews, lesson/preview.hpp) and merged into the figure last drawn, or into the
//     cheaper figure of its knobs, when that one was asked with the same `knobs` but the slider's
//     (else the cheaper figure above),
//     says?: [(result, ctx) -> a sentence (or legend) the tab's draw shows beside the figure],
//     words?: the tab's words module ({ sentences(result, settings, ctx) -> [msg], derived }: every
//     sentence its draw may show, as data, words/say.js),
//     first?: a number of steps: the figure is a curve of the knob `steps`, and its first `first`
//     steps are computed (jobs.js sectionFirst) and drawn first, draw(view, result, ctx, { first,
//     total }) being told so; the whole figure replaces them }
// Under the figure, the lecture's code for it (lecture_code_box.js), where lecture_code.js has some for `id`,
// and the figure as a notebook (notebook.js), where notebook_tabs.js knows its table.
// -> { id, create(root, ctx) -> { unmount() }, section: the core's section (id), knobs(settings) -> its knobs,
// notebookPart(result, knobs, ctx) -> what the notebook of that figure is made from, cells(result, ctx),
// sentences(result, ctx) -> [{ where, text }]: every sentence the tab shows for a result (its
// explanation, reading, the note on the lecture's settings, `says` and its words module's), what the
// claims test checks against the result's numbers, words: its words module (or null) }.
export function sectionTab({
  id,
  explain: explainKey,
  explainVars = () => ({}),
  controls: specs = specsOf(id),
  lecture = manifest(id).lecture,
  view,
  layout,
  compare,
  reading = () => null,
  draw,
  knobs: fixed = manifest(id).knobs ?? {},
  preview = null,
  part = null,
  says = [],
  words = null,
  first = null,
}) {
  const lectureSpecs = specs.filter((f) => lecture.includes(f.name));
  const knobsFor = (settings) => ({ ...knobsOf(specs, settings), ...fixed });
  // The figure of `knobs` as the notebook's part: its table's rows as the page drew them, its words.
  const notebookPart = (result, knobs, ctx) => ({
    tab: id,
    knobs,
    rows: compare(result, ctx),
    pageText: oursText,
    title: t(`tabs.${id}.title`),
    notes: [t(explainKey, explainVars(ctx.state, ctx))].flat(),
    settings: specs.map((f) => [t(settingLabel(f.name) ?? f.label), settingValueText(f.name, ctx.state[f.name])]),
  });
  const paragraphs = (x) => (Array.isArray(x) ? x.join(' ') : x);
  // what the mounted tab (section/mount.js) draws with
  const def = {
    id,
    code: manifest(id).code,
    explainKey,
    explainVars,
    specs,
    lectureSpecs,
    fixed,
    view,
    layout,
    compare,
    reading,
    draw,
    preview,
    part,
    first,
    notebookPart,
  };
  return {
    id,
    section: manifest(id).section,
    knobs: knobsFor,
    notebookPart,
    controls: specs,
    lectureControls: lectureSpecs,
    // the numbers of its table as the page keeps them (data-key -> data-value): what a try's check reads
    cells: (r, ctx) => Object.fromEntries(compare(r, ctx).map((row) => [row.key, row.ours])),
    sentences: (r, ctx) => [
      { where: 'explain', text: paragraphs(t(explainKey, explainVars(ctx.state, ctx, r))) },
      { where: 'reading', text: reading(r, ctx) ?? '' },
      { where: 'lecture', text: lectureDiffers(ctx, lectureSpecs, { button: true }) },
      ...says.map((f, i) => ({ where: `says${i}`, text: f(r, ctx) })),
      ...(words?.sentences(r, ctx.state, ctx) ?? []).map((m) => ({ where: `words:${m.key}`, text: paragraphs(say(m)) })),
    ],
    words,
    create: (root, ctx) => mountSection(def, root, ctx),
  };
}
