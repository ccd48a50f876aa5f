// tab_checks.mjs — per tab, what its shown numbers must be once it is ready. Initialisation
// figures: ranges around the lecture's numbers (our names list lands near them, not on them) or
// PyTorch's count; trained figures: PyTorch's numbers for the same short runs on the shipped list
// (tests/reference/trained_ref.txt), within tolerances a model that never learned cannot meet.
import { lessonRef, nearRef, trainedRef } from '../reference/trained_ref.mjs';

const SCENARIOS = ['no_bn_kaiming', 'bn_kaiming', 'bn_bad_init', 'no_bn_bad_init']; // the tab's order

// The fixture holds PyTorch's runs of the URL's length only.
function sameSteps(page, param, key, assert) {
  const steps = Number(new URL(page.url()).searchParams.get(param));
  assert(steps === trainedRef(key)[0], `${param}=${steps} in the URL, trained_ref.txt has ${key} ${trainedRef(key)[0]}`);
}

export const TAB_CHECKS = {
  start: async (page, { num, inRange }) => {
    inRange(await num(page, 'start-nofix'), 20, 32, 'starting loss without the fix');
    inRange(await num(page, 'start-fix'), 3.2, 3.4, 'starting loss with the fix');
    inRange(await num(page, 'start-logv'), 3.29, 3.3, 'ln 27');
  },
  tanh: async (page, { num, inRange, assert }) => {
    inRange(await num(page, 'sat-bad'), 0.7, 0.9, 'saturation, bad init');
    inRange(await num(page, 'sat-kaiming'), 0.1, 0.3, 'saturation, Kaiming');
    const dead = await num(page, 'dead'); // exact, as in test_lesson.cpp: a dead neuron is far from 0.97
    assert(dead === lessonRef('dead_neurons.count')[0], `dead neurons = ${dead}, PyTorch ${lessonRef('dead_neurons.count')[0]}`);
  },
  kaiming: async (page, { num, inRange }) => {
    inRange(await num(page, 'naive-last'), 0.25, 0.4, 'naive: last layer std');
    inRange(await num(page, 'kaiming-last'), 0.6, 0.7, 'Kaiming: last layer std');
  },
  batchnorm: async (page, { num, inRange }) => {
    inRange(await num(page, 'hpreact-std'), 4, 6, 'hpreact std');
    inRange(await num(page, 'xhat-std'), 0.99, 1.01, 'normalised std');
    inRange(await num(page, 'tanh-std'), 0.55, 0.7, 'std after tanh');
    inRange(Math.abs(await num(page, 'bias-grad')), 0, 1e-4, 'bias gradient norm before BN');
  },
  diagnostics: async (page, { num, assert }) => {
    sameSteps(page, 'steps', 'page.scenario_steps', assert);
    for (const [i, name] of SCENARIOS.entries()) nearRef(await num(page, `dev-${i}`), `page.scenarios.${name}.dev`);
    nearRef(await num(page, 'spread-0'), 'page.grad_spread.no_bn');
    nearRef(await num(page, 'spread-1'), 'page.grad_spread.bn');
    nearRef(await num(page, 'ud-median'), 'page.update_data_log10.median_min_max', 0);
  },
  residual: async (page, { num, inRange }) => {
    inRange(await num(page, 'plain-50'), 1e-7, 1e-5, 'gradient norm at depth 50 without residual');
    inRange(await num(page, 'res-50'), 100, 1000, 'gradient norm at depth 50 with residual');
    inRange(await num(page, 'post-last'), 3.99, 4.01, 'post-norm output norm after 50 blocks');
    inRange(await num(page, 'ln-batch-diff'), 0, 1e-5, 'LayerNorm batch-size difference');
  },
  'bn-matrix': async (page, { num, inRange }) => {
    for (let j = 0; j < 4; j++) inRange(await num(page, `col-std-${j}`), 0.995, 1.005, `BatchNorm column ${j} std`);
    inRange(Math.abs(await num(page, 'same-a')), 0, 1e-3, 'row among [2,4,-1,2],[0,6,-3,4], first value');
    inRange(await num(page, 'same-b'), -0.4867, -0.4847, 'row among [50,-20,10,0],[-10,10,5,-5], first value');
  },
  'ln-matrix': async (page, { num, inRange }) => {
    for (let i = 0; i < 3; i++) inRange(await num(page, `row-std-${i}`), 0.995, 1.005, `LayerNorm row ${i} std`);
    inRange(await num(page, 'same-alone'), -0.2905, -0.2895, 'row alone, first value');
    inRange(await num(page, 'same-among'), -0.2905, -0.2895, 'row among others, first value');
    inRange(await num(page, 'manual'), -0.2187, -0.2177, 'manual check, first value');
  },
  playground: async (page, { assert }) => {
    await page.click('[data-action=play]');
    await page.waitForFunction(() => document.querySelector('[data-key=pg-final]')?.dataset.value, null, { timeout: 180000 });
    const dev = await page.$eval('[data-key=pg-final]', (e) => Number(e.dataset.value));
    sameSteps(page, 'pg_steps', 'page.playground.steps', assert);
    nearRef(dev, 'page.playground.train_dev', 1);
  },
};
