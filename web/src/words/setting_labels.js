// setting_labels.js — each URL setting's on-screen label (a locale key), so that a note about a
// link names the setting as the controls do, and a core name in a link (lr, n_hidden) is answered
// with this page's key for it (pg_lr, pg_width). A link's keys are the outside's words: they are
// looked up in a Map, so `constructor` or `__proto__` finds nothing. Leaves out: the controls themselves (tabs/).
import { FIELDS } from '../state/state.js';

const LABELS = new Map(
  Object.entries({
    seed: 'common.seed',
    hs_steps: 'start.steps',
    bad: 'tanh.bad',
    k_layers: 'kaiming.layers',
    k_gain: 'slider.kaimingGain',
    k_act: 'kaiming.act',
    bn_bad: 'bn.bad',
    bn_mom: 'bn.momentum',
    bn_eps: 'slider.bnEps',
    bn_gamma: 'slider.bnGamma',
    bn_beta: 'slider.bnBeta',
    bn_steps: 'bn.steps',
    steps: 'diag.steps',
    bvar: 'matrix.varLabel',
    r_std: 'residual.std',
    pg_layers: 'playground.layers',
    pg_width: 'playground.width',
    pg_norm: 'playground.norm',
    pg_gain: 'playground.gain',
    pg_bad: 'playground.bad',
    pg_fix: 'playground.fix',
    pg_lr: 'playground.lr',
    pg_sched: 'playground.sched',
    pg_batch: 'playground.batch',
    pg_steps: 'playground.steps',
  }),
);

// A setting's label key, or null for a name that is not a setting's.
export const settingLabel = (name) => LABELS.get(name) ?? null;

// The page's keys for a name of the core's (its range table's rows: lr -> pg_lr, n_hidden -> pg_width).
export const pageKeysFor = (name) => FIELDS.filter((f) => f.core === name && f.name !== name).map((f) => f.name);
