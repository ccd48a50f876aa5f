// teaching/predict_parts.js — the pieces of the "predict, then reveal" box (predict.js) that are
// drawn from data: the form, a kept prediction's lines and verdict, the other kept cases, the live
// value for the settings now, the explanation, the sketch part, and keptView (pure: what a kept
// prediction says at the tab's settings). Leaves out the box's state and its buttons (predict.js).
import { el, button, nextId } from '../view/ui.js';
import { t, fmt } from '../words/i18n.js';
import { PROMPTS, parseGuess, settingsOf, sameSettings, differing, caseFor } from './prompts.js';
import { shownValue, settingsText, explanationText } from './prompt_words.js';
import { mathEl } from './math.js';
import { sketchPad } from './sketch.js';

// The form: a labelled number box, or a group of radio buttons.
// -> { el, value() -> guess | null, focus(), clear(), relabel(settings) (the choices' words for them) }
export function form(tab) {
  const p = PROMPTS[tab];
  if (p.form === 'number') {
    const id = nextId('guess');
    const input = el('input', { id, type: 'text', inputmode: 'decimal', autocomplete: 'off', 'data-guess': '' });
    const label = p.positive ? t(`lesson.predict.${tab}.guessLabel`) : `${t('lesson.predict.guessLabel')}${p.unit ? ` (${p.unit})` : ''}`;
    const box = el('label', { class: 'control', for: id }, el('span', { text: label }), input);
    const value = () => {
      const v = parseGuess(input.value);
      return v === null || (p.positive && !(v > 0)) ? null : v;
    };
    return {
      el: box,
      value,
      focus: () => input.focus(),
      clear: () => {
        input.value = '';
      },
      relabel: () => {},
    };
  }
  const name = nextId('choice');
  const radios = p.options.map((v) => el('input', { type: 'radio', name, value: v }));
  const words = radios.map(() => el('span'));
  const box = el(
    'fieldset',
    { class: 'choices' },
    el('legend', { text: t('lesson.predict.guessLabel') }),
    radios.map((r, i) => el('label', { class: 'choice' }, r, words[i])),
  );
  const relabel = (s) =>
    radios.forEach((r, i) => {
      words[i].textContent = shownValue(tab, r.value, s);
    });
  return {
    el: box,
    value: () => radios.find((r) => r.checked)?.value ?? null,
    focus: () => radios[0].focus(),
    clear: () => {
      for (const r of radios) r.checked = false;
    },
    relabel,
  };
}

// The verdict on a kept prediction: one line, labelled with its part when the tab also asks for a sketch.
function verdictLine(tab, rec, part) {
  const p = PROMPTS[tab];
  const v =
    rec.close === null || rec.close === undefined
      ? 'open'
      : p.form === 'number'
        ? rec.close
          ? 'close'
          : 'notClose'
        : rec.close
          ? 'right'
          : 'wrong';
  // with a sketch beside it, the number's verdict says it is the number's
  const text = t(p.sketch ? `lesson.predict.number.${v}` : `lesson.predict.${v}`);
  return el('p', { class: `verdict ${rec.close ? 'good' : rec.close === false ? 'bad' : ''}`, 'data-part': part, text });
}

// How far a guess was, in words (null for a choice). Two percentages differ by percentage points,
// not by a percent: "Fark: 28,9 yüzde puan", not "Fark: %28,9".
export function farWords(tab, far) {
  const p = PROMPTS[tab];
  if (tab === 'residual') return t('lesson.predict.farDecades', { far: fmt(far, 1) }); // orders of magnitude
  if (p.unit === '%') return t('lesson.predict.farPoints', { far: fmt(far, 1) });
  return p.form === 'number' ? t('lesson.predict.farNumber', { far: shownValue(tab, far) }) : null;
}
const farLine = (tab, rec) => {
  if (tab === 'residual' && (rec.far === null || rec.far === undefined)) return el('p', { text: t('lesson.predict.underflow') });
  const words = farWords(tab, rec.far);
  return words ? el('p', { text: words }) : null;
};

// A kept prediction (progress.js), as it was judged: for these settings (`where`: null when they are
// the tab's now, the settings in words when they are not, or are worth naming beside other kept
// cases, 'earlier' for a record without settings; current: they are the tab's now).
export function recordNodes(tab, rec, where, current) {
  const guess = shownValue(tab, rec.guess, rec.settings),
    live = shownValue(tab, rec.live, rec.settings);
  const [g, l] =
    where === null
      ? [t('lesson.predict.yourGuess', { guess }), t('lesson.predict.live', { live })]
      : where === 'earlier'
        ? [t('lesson.predict.yourGuessEarlier', { guess }), t('lesson.predict.liveThen', { live })]
        : [t('lesson.predict.yourGuessFor', { guess, settings: where }), t('lesson.predict.liveFor', { live, settings: where })];
  return [el('p', { text: g }), el('p', { class: current ? 'live' : '', text: l }), farLine(tab, rec), verdictLine(tab, rec, 'number')];
}
export const verdictWord = (tab, rec) =>
  t(
    `lesson.predict.short.${
      rec.close === null || rec.close === undefined
        ? 'open'
        : PROMPTS[tab].form === 'number'
          ? rec.close
            ? 'close'
            : 'notClose'
          : rec.close
            ? 'right'
            : 'wrong'
    }`,
  );

// The explanation and the formula, with the numbers of the result on screen (`s`: its settings).
export function whyNodes(tab, latest, s) {
  const tex = t(`lesson.predict.${tab}.${PROMPTS[tab].tex?.(s) ?? 'tex'}`);
  return [el('p', { class: 'why', text: explanationText(tab, latest, s) }), mathEl(tex, tex, { display: true })];
}

// A drawn prediction (sketch.js) for the tabs whose prompt has one: the pad, its prompt, and the
// comparison of a sketch with the live curve. -> null | { box, values(), set(list), reset(), live(series) -> buckets, nodes(...) }
export function sketchPart(p, settings) {
  if (!p.sketch) return null;
  const n = p.sketch.steps(settings);
  const pad = sketchPad({ steps: n });
  const prompt = el('p', { text: t('lesson.sketch.prompt', { n }) });
  const box = el('div', { class: 'sketch-box' }, prompt, pad.el);
  return {
    box,
    values: () => pad.values(),
    set: (list) => pad.set(list),
    reset() {
      prompt.hidden = false;
    },
    // draws the live curve under the sketch -> its column means
    live: (series) => pad.showLive(series),
    // the kept sketch's verdict (where: null | settings in words | 'earlier'), the pad included: it moves under the comparison
    nodes(rec, where, nowText) {
      prompt.hidden = true;
      const far = fmt(rec.sketchFar, 2);
      const verdict = rec.sketchClose === undefined ? null : t(rec.sketchClose ? 'lesson.predict.sketchClose' : 'lesson.predict.sketchFar');
      return [
        verdict === null
          ? el('p', { class: 'note', text: t('lesson.sketch.earlier') })
          : el('p', {
              class: `verdict ${rec.sketchClose ? 'good' : 'bad'}`,
              'data-part': 'sketch',
              text:
                where === null
                  ? t('lesson.sketch.verdict', { far, verdict })
                  : t('lesson.sketch.verdictFor', { far, verdict, settings: where }),
            }),
        el('p', { class: 'note', text: where === null ? t('lesson.sketch.legend') : t('lesson.sketch.legendFor', { settings: nowText }) }),
        box,
      ];
    },
  };
}

// A kept case with every setting the prediction depends on now.
export const recorded = (p, c) => !!c.settings && (p.depends ?? []).every((k) => k in c.settings);

// What a kept prediction (`saved`: the tab's record, its other cases in .more) says at settings `s`,
// pure: the case that applies (rec) and whether it is for `s` (same), where it was made in words
// (null: here; 'earlier': a record without settings), the settings now in words (nowText), the other
// kept cases and the settings they differ on (caseNames), and the result's data-* (data).
export function keptView(tab, saved, s) {
  const p = PROMPTS[tab];
  const { record: rec, same } = caseFor(tab, saved, settingsOf(tab, s));
  const names = differing(rec.settings ?? settingsOf(tab, s), settingsOf(tab, s));
  // kept before it had settings, or before the tab's prediction depended on all of those it does now
  const legacy = !same && !recorded(p, rec);
  // the tab's other kept cases, and the settings on which they differ (named beside each)
  const all = [saved, ...(Array.isArray(saved.more) ? saved.more.filter((c) => c && typeof c === 'object') : [])];
  const caseNames = [...new Set(all.slice(1).flatMap((c) => differing(all[0].settings, c.settings)))].filter(() =>
    all.every((c) => recorded(p, c)),
  );
  const where = same
    ? caseNames.length
      ? settingsText(caseNames, rec.settings)
      : null
    : legacy
      ? 'earlier'
      : settingsText(names, rec.settings);
  const nowText = settingsText(legacy ? p.depends : names, s);
  const data = {
    guess: String(rec.guess),
    live: String(rec.live),
    far: String(rec.far),
    verdict: rec.close ? 'close' : rec.close === false ? 'far' : 'open',
    case: same ? 'same' : 'other',
  };
  const others = caseNames.length ? all.filter((c) => c !== rec) : [];
  return { rec, same, where, nowText, caseNames, others, data };
}

// The tab's other kept cases, one line each, named by the settings they differ on.
export function otherCasesList(tab, others, caseNames) {
  return el(
    'ul',
    { class: 'predict-cases', 'aria-label': t('lesson.predict.otherCases') },
    others.map((c) =>
      el('li', {
        text: t('lesson.predict.otherCase', {
          settings: settingsText(caseNames, c.settings),
          guess: shownValue(tab, c.guess, c.settings),
          live: shownValue(tab, c.live, c.settings),
          verdict: verdictWord(tab, c),
        }),
      }),
    ),
  );
}

// The live value for the settings now (undefined: not computed yet), and "predict this case"
// (onPredictCase; null while that form is open).
export function nowBlock(tab, now, nowText, s, onPredictCase) {
  return el(
    'div',
    { class: 'predict-now' },
    el('p', {
      class: 'live',
      text:
        now === undefined
          ? t('lesson.predict.nowWaiting', { settings: nowText })
          : t('lesson.predict.nowFor', { settings: nowText, live: shownValue(tab, now, s) }),
    }),
    onPredictCase ? el('p', { class: 'note', text: t('lesson.predict.caseNote') }) : null,
    onPredictCase ? button(t('lesson.predict.predictCase'), onPredictCase, { class: 'secondary', 'data-action': 'predict-case' }) : null,
  );
}

// The first prediction's sketch, judged for its own settings, never again for others: set on the pad,
// the live curve under it (series: null when the result on screen is for other settings); adds its
// data-* to `data` -> its nodes.
export function keptSketch(tab, drawn, first, s, series, data) {
  const p = PROMPTS[tab];
  const sk = settingsOf(tab, s, 'sketch');
  const skSame = first.sketchSettings ? sameSettings(first.sketchSettings, sk) : false;
  const skWhere = skSame
    ? null
    : first.sketchSettings
      ? settingsText(differing(first.sketchSettings, sk), first.sketchSettings)
      : 'earlier';
  drawn.set(first.sketch);
  if (series) drawn.live(series);
  if (first.sketchFar !== undefined) data.sketchFar = String(first.sketchFar);
  if (first.sketchClose !== undefined) data.sketchVerdict = first.sketchClose ? 'close' : 'far';
  const skNow = first.sketchSettings ? settingsText(differing(first.sketchSettings, sk), s) : settingsText(p.sketch.depends, s);
  return drawn.nodes(first, skWhere, skNow);
}
