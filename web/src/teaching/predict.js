// lesson/predict.js — "predict, then reveal" on a tab: a prompt (a number or a choice) above the
// tab's results, which stay blurred until the student reveals or skips; the reveal shows the guess
// beside the live value the tab's own computation reported, how far it was, and the text's reason.
// A prediction belongs to the settings it was made for (prompts.js settingsOf): it is judged once,
// against the result computed for them, and kept with them in the progress store. When the tab's
// controls move, the kept verdict stays, labelled with its settings, and the live value of the new
// settings is shown beside it, labelled with those, with "predict this case" (a new prediction for
// the new settings, kept beside the first); the question stays the one asked. A tab already
// predicted opens revealed. Mode 'require' has no "just show me". Hooks: data-predict,
// data-action=reveal|skip|predict-again|predict-case, data-predict-result (data-case: same | other).
import { el, button, nextId } from '../view/ui.js';
import { t, fmt } from '../words/i18n.js';
import { PROMPTS, score, parseGuess, settingsOf, sameSettings, differing, caseFor } from './prompts.js';
import { shownValue, settingsText, questionText, explanationText } from './prompt_words.js';
import { mathEl } from './math.js';
import { sketchPad, meanDistance } from './sketch.js';

export { shownValue, settingsText };

// The form: a labelled number box, or a group of radio buttons.
// -> { el, value() -> guess | null, focus(), clear(), relabel(settings) (the choices' words for them) }
function form(tab) {
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
function recordNodes(tab, rec, where, current) {
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
const verdictWord = (tab, rec) =>
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
function whyNodes(tab, latest, s) {
  const tex = t(`lesson.predict.${tab}.${PROMPTS[tab].tex?.(s) ?? 'tex'}`);
  return [el('p', { class: 'why', text: explanationText(tab, latest, s) }), mathEl(tex, tex, { display: true })];
}

// A drawn prediction (sketch.js) for the tabs whose prompt has one: the pad, its prompt, and the
// comparison of a sketch with the live curve. -> null | { box, values(), set(list), reset(), live(series) -> buckets, nodes(...) }
function sketchPart(p, settings) {
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

// tab: its id; body: the tab's element (blurred while pending); getSettings(); progress: progress.js;
// mode: 'on' | 'require'. -> { el, result(r) (the tab's report), dispose() }
export function predictBox(tab, body, getSettings, progress, mode) {
  const p = PROMPTS[tab];
  let latest = null; // the last reported result that holds this prompt's value
  let latestAt = null; // the settings it was computed for
  let pending = null; // a guess made, not judged yet: { guess, sketch, settings, sketchSettings, isCase }
  let asking = false; // "predict this case": the form is open again above the kept prediction
  const question = el('p', { class: 'predict-q', id: nextId('pq') });
  const f = form(tab);
  const drawn = sketchPart(p, getSettings());
  const note = el('p', { class: 'predict-error', role: 'alert', hidden: true }); // not .error: the tab's own error box is #panel .error
  const out = el('div', { class: 'predict-result', 'data-predict-result': '', 'aria-live': 'polite', hidden: true });
  const hiddenNote = el('p', { class: 'note', text: t(mode === 'require' ? 'lesson.predict.required' : 'lesson.predict.hiddenNote') });
  const show = (data, ...nodes) => {
    for (const k of Object.keys(out.dataset)) delete out.dataset[k];
    out.dataset.predictResult = '';
    Object.assign(out.dataset, data);
    out.replaceChildren(...nodes.flat().filter(Boolean));
    out.hidden = false;
  };
  const setPending = (on) => {
    body.classList.toggle('predict-pending', on);
    hiddenNote.hidden = !on;
  };
  // the question and the choices' words, for the settings they are asked for
  const askFor = (s) => {
    question.textContent = questionText(tab, s);
    f.relabel(s);
  };
  const saved = () => progress.get().predictions[tab];
  // a kept case with every setting the prediction depends on now
  const recorded = (c) => !!c.settings && (p.depends ?? []).every((k) => k in c.settings);
  const liveHere = () =>
    latest &&
    sameSettings(settingsOf(tab, latestAt), settingsOf(tab, getSettings())) &&
    sameSettings(settingsOf(tab, latestAt, 'sketch'), settingsOf(tab, getSettings(), 'sketch'));

  // The pending guess against the result for its settings, once; kept with them.
  function judge() {
    if (!latest || !sameSettings(settingsOf(tab, latestAt), pending.settings)) return false;
    if (pending.sketch && !sameSettings(settingsOf(tab, latestAt, 'sketch'), pending.sketchSettings)) return false;
    const live = p.live(latest, latestAt);
    const { close, far } = score(tab, pending.guess, live);
    const record = { guess: pending.guess, live, close, far, settings: pending.settings };
    if (pending.sketch) {
      const sketchFar = meanDistance(pending.sketch, drawn.live(p.sketch.series(latest)));
      Object.assign(record, {
        sketch: pending.sketch,
        sketchFar,
        sketchClose: sketchFar <= p.sketch.tol,
        sketchSettings: pending.sketchSettings,
      });
    }
    if (pending.isCase) progress.predictedCase(tab, record);
    else progress.predicted(tab, record);
    pending = null;
    return true;
  }

  // What the box shows now: the question, the form or the kept prediction, and the live value.
  function render() {
    const s = getSettings();
    if (pending && !judge()) {
      askFor(pending.settings ? { ...s, ...pending.settings } : s);
      show({}, el('p', { text: t('lesson.predict.waiting') }));
      return;
    }
    if (!saved()) {
      askFor(s);
      if (progress.get().skipped[tab]) show({}, el('p', { text: t('lesson.predict.skipped') }));
      return;
    }
    const { record: rec, same } = caseFor(tab, saved(), settingsOf(tab, s));
    if (asking && same) asking = false; // back at settings already predicted: nothing to ask
    askFor(asking ? s : { ...s, ...(rec.settings ?? {}) });
    const names = differing(rec.settings ?? settingsOf(tab, s), settingsOf(tab, s));
    // kept before it had settings, or before the tab's prediction depended on all of those it does now
    const legacy = !same && !recorded(rec);
    // the tab's other kept cases, and the settings on which they differ (named beside each)
    const all = [saved(), ...(Array.isArray(saved().more) ? saved().more.filter((c) => c && typeof c === 'object') : [])];
    const caseNames = [...new Set(all.slice(1).flatMap((c) => differing(all[0].settings, c.settings)))].filter(() => all.every(recorded));
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
    const nodes = [recordNodes(tab, rec, where, same)];
    const others = caseNames.length ? all.filter((c) => c !== rec) : [];
    if (others.length) {
      nodes.push(
        el(
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
        ),
      );
    }
    caseLine.hidden = !asking;
    caseLine.textContent = asking ? t('lesson.predict.caseFor', { settings: nowText }) : '';
    if (skipBtn) skipBtn.hidden = asking;
    cancelBtn.hidden = !asking;
    if (!asking) revealed();
    if (!same) {
      const now = liveHere() ? p.live(latest, latestAt) : undefined;
      if (now !== undefined) data.now = String(now);
      nodes.push(
        el(
          'div',
          { class: 'predict-now' },
          el('p', {
            class: 'live',
            text:
              now === undefined
                ? t('lesson.predict.nowWaiting', { settings: nowText })
                : t('lesson.predict.nowFor', { settings: nowText, live: shownValue(tab, now, s) }),
          }),
          asking ? null : el('p', { class: 'note', text: t('lesson.predict.caseNote') }),
          asking
            ? null
            : button(
                t('lesson.predict.predictCase'),
                () => {
                  asking = true;
                  f.clear();
                  ask.hidden = false;
                  againBtn.hidden = true;
                  render();
                  f.focus();
                },
                { class: 'secondary', 'data-action': 'predict-case' },
              ),
        ),
      );
    }
    // the sketch (the first prediction's): judged for its own settings, never again for others
    const first = saved();
    if (drawn && first.sketch) {
      const sk = settingsOf(tab, s, 'sketch');
      const skSame = first.sketchSettings ? sameSettings(first.sketchSettings, sk) : false;
      const skWhere = skSame
        ? null
        : first.sketchSettings
          ? settingsText(differing(first.sketchSettings, sk), first.sketchSettings)
          : 'earlier';
      drawn.set(first.sketch);
      if (latest && liveHere()) drawn.live(p.sketch.series(latest));
      if (first.sketchFar !== undefined) data.sketchFar = String(first.sketchFar);
      if (first.sketchClose !== undefined) data.sketchVerdict = first.sketchClose ? 'close' : 'far';
      const skNow = first.sketchSettings ? settingsText(differing(first.sketchSettings, sk), s) : settingsText(p.sketch.depends, s);
      nodes.push(drawn.nodes(first, skWhere, skNow));
    }
    if (latest && liveHere()) nodes.push(whyNodes(tab, latest, s));
    show(data, ...nodes);
  }

  const revealBtn = button(
    t('lesson.predict.reveal'),
    () => {
      const guess = f.value();
      if (guess === null) {
        note.textContent = t(p.positive ? `lesson.predict.${tab}.needGuess` : 'lesson.predict.needGuess');
        note.hidden = false;
        f.focus();
        return;
      }
      note.hidden = true;
      const s = getSettings();
      const isCase = asking && !!saved();
      pending = {
        guess,
        sketch: isCase ? null : (drawn?.values() ?? null),
        settings: settingsOf(tab, s),
        sketchSettings: settingsOf(tab, s, 'sketch'),
        isCase,
      };
      asking = false;
      revealed();
      render();
    },
    { 'data-action': 'reveal' },
  );
  const skipBtn =
    mode === 'require'
      ? null
      : button(
          t('lesson.predict.skip'),
          () => {
            progress.skipped(tab);
            revealed();
            render();
          },
          { class: 'secondary', 'data-action': 'skip' },
        );
  const againBtn = button(
    t('lesson.predict.again'),
    () => {
      progress.forget(tab);
      pending = null;
      asking = false;
      out.hidden = true;
      f.clear();
      if (drawn) {
        drawn.reset();
        f.el.after(drawn.box);
      }
      ask.hidden = false;
      againBtn.hidden = true;
      setPending(true);
      askFor(getSettings());
    },
    { class: 'secondary', 'data-action': 'predict-again', hidden: true },
  );
  f.el.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && ev.target.type === 'text') revealBtn.click();
  });
  const cancelBtn = button(
    t('lesson.predict.cancel'),
    () => {
      asking = false;
      render();
    },
    { class: 'secondary', 'data-action': 'cancel-case', hidden: true },
  );
  const caseLine = el('p', { class: 'predict-case', hidden: true });
  const ask = el(
    'div',
    { class: 'predict-ask' },
    caseLine,
    f.el,
    drawn?.box,
    el('div', { class: 'actions' }, revealBtn, skipBtn, cancelBtn),
    note,
  );
  function revealed() {
    ask.hidden = true;
    againBtn.hidden = false;
    setPending(false);
  }

  const box = el(
    'section',
    { class: 'predict', 'data-predict': tab, 'data-form': p.form, 'aria-labelledby': question.id },
    el('h3', { text: t('lesson.predict.title') }),
    question,
    ask,
    hiddenNote,
    out,
    againBtn,
  );

  // A tab predicted (or skipped) before opens revealed: the kept verdict, for its settings.
  if (saved() || progress.get().skipped[tab]) revealed();
  else setPending(true);
  render();

  return {
    el: box,
    result(r) {
      if (p.live(r, getSettings()) === undefined) return;
      latest = r;
      latestAt = structuredClone(getSettings());
      render();
    },
    dispose() {
      body.classList.remove('predict-pending');
    },
  };
}
