// layer_names.test.js — one name per layer from the core's own results: the layout of a BatchNorm,
// a LayerNorm and a no-norm playground model and of a 5.13 scenario read from their panels and
// parameter names; the same layer gets the same name in the health table, the panels, update:data
// and the strip; the PyTorch names are the "copy as PyTorch" script's.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { coreWithNames } from './module_fixture.js';
import { JOBS } from '../../web/src/compute/jobs.js';
import { setLang } from '../../web/src/words/i18n.js';
import {
  layerLayout,
  layoutOfPanels,
  moduleName,
  paramName,
  pytorchName,
  stackLayout,
  blockName,
  messageNames,
} from '../../web/src/view/layer_names.js';
import { divergence, warning } from '../../web/src/tabs/playground/words.js';
import { say, keysOf } from '../../web/src/words/say.js';

const divergenceText = (d, s, names) =>
  divergence(d, { pg_lr: 10, pg_bad: 5, pg_gain: 5 / 3 }, names)
    .map(say)
    .join(' ');
import { pytorchScript } from '../../web/src/pytorch/pytorch_script.js';

let core;
beforeAll(async () => {
  setLang('tr');
  core = await coreWithNames(1500);
});
afterAll(() => core.dispose());

const config = (norm, nLayer = 4) => ({
  nLayer,
  nHidden: 16,
  norm,
  gain: 5 / 3,
  badInit: 1,
  fixOutput: true,
  lr: 0.1,
  schedule: 'constant',
  batchSize: 32,
  steps: 20,
  seed: 2147483647,
});

// a playground model's layout, its health-table names and its panels' names
function playground(norm, nLayer = 4) {
  const r = JOBS.playgroundReset(core, { config: config(norm, nLayer) });
  const layout = layoutOfPanels(r.panels, norm);
  return { r, layout };
}

describe('one name per layer', () => {
  it('with BatchNorm: Linear, BN, tanh per block and the output BatchNorm, named L1 … L4', () => {
    const { r, layout } = playground('batch');
    expect(layout.blocks.map((b) => [b.n, b.linear, b.norm, b.tanh])).toEqual([
      [1, 0, 1, 2],
      [2, 3, 4, 5],
      [3, 6, 7, 8],
      [4, 9, 10, null],
    ]);
    expect(r.panels.tanh.map((s) => moduleName(layout, s.layer))).toEqual(['L1 tanh', 'L2 tanh', 'L3 tanh']);
    expect(r.panels.weights.map((w) => paramName(layout, w.name).label)).toEqual(['C', 'L1 W', 'L2 W', 'L3 W', 'L4 W']);
    expect(paramName(layout, 'layers.4.weight')).toMatchObject({ label: 'L2 BN γ', torch: 'layers[4].gamma', n: 2 });
    expect(paramName(layout, 'layers.10.bias')).toMatchObject({ label: 'L4 BN β', torch: 'layers[10].beta', n: 4 });
    expect(moduleName(layout, 10)).toBe('L4 BN');
  });

  it('without a norm the same blocks are Linear, tanh: the tanh of the second Linear is L2 tanh whatever its index', () => {
    const { r, layout } = playground('none');
    expect(layout.blocks.map((b) => [b.n, b.linear, b.norm, b.tanh])).toEqual([
      [1, 0, null, 1],
      [2, 2, null, 3],
      [3, 4, null, 5],
      [4, 6, null, null],
    ]);
    expect(r.panels.tanh.map((s) => s.layer)).toEqual([1, 3, 5]); // the core's indices: not those of the BN model
    expect(r.panels.tanh.map((s) => moduleName(layout, s.layer))).toEqual(['L1 tanh', 'L2 tanh', 'L3 tanh']);
    expect(paramName(layout, 'layers.2.bias')).toMatchObject({ label: 'L2 b', torch: 'layers[2].bias' });
    expect(() => paramName(layout, 'layers.3.weight')).toThrow(/no parameter/); // a tanh has none
  });

  it('LayerNorm: LN in the hidden blocks, no norm after the output Linear', () => {
    const { layout } = playground('layer');
    expect(layout.blocks.at(-1)).toMatchObject({ n: 4, linear: 9, norm: null, output: true });
    expect(moduleName(layout, 1)).toBe('L1 LN');
    expect(paramName(layout, 'layers.1.weight')).toMatchObject({ label: 'L1 LN γ', torch: 'layers[1].gamma' });
  });

  it('the health table, the panels and the strip name the same layer alike, with and without BatchNorm', () => {
    for (const norm of ['batch', 'none']) {
      const { r, layout } = playground(norm, 5);
      // the health table's rows are "layers.<Linear index>" of the hidden blocks
      const healthNames = Array.from(r.health.names, (n) => blockName(layout.at.get(Number(n.split('.')[1])).n));
      const panelNames = r.panels.tanh.map((s) => blockName(layout.at.get(s.layer).n));
      const stripNames = layout.blocks.filter((b) => b.tanh !== null).map((b) => blockName(b.n));
      expect(healthNames).toEqual(['L1', 'L2', 'L3', 'L4']);
      expect(panelNames).toEqual(healthNames);
      expect(stripNames).toEqual(healthNames);
    }
  });

  it('a 5.13 run with BatchNorm: every parameter of update:data has a name, the BN γ and β said as such', () => {
    const run = core.newScenario(1, { steps: 2, seed: 1 });
    try {
      run.advance(2);
      const panels = run.panels(10);
      const ud = run.finish().updateData;
      const layout = layoutOfPanels(panels, 'batch', ud.names);
      expect(layout.blocks.length).toBe(6);
      const labels = Array.from(ud.names, (n) => paramName(layout, n).label);
      expect(labels.slice(0, 4)).toEqual(['C', 'L1 W', 'L1 BN γ', 'L1 BN β']);
      expect(labels.slice(-3)).toEqual(['L6 W', 'L6 BN γ', 'L6 BN β']);
      expect(new Set(labels).size).toBe(labels.length);
    } finally {
      core.releaseScenario(run);
    }
  });

  it('the PyTorch names are the expressions of the copy-as-PyTorch script', () => {
    const { layout } = playground('batch');
    const script = pytorchScript({ n_layer: 4 }, { seed: 42, blockSize: 3 });
    expect(script).toContain('self.gamma, self.beta');
    expect(pytorchName(layout, 'layers.1.weight')).toBe('layers[1].gamma');
    expect(pytorchName(layout, 'layers.0.weight')).toBe('layers[0].weight');
    expect(pytorchName(layout, 'C')).toBe('C');
  });

  it('a list that is not the lecture layout is refused, not guessed', () => {
    expect(() => layerLayout({ matrices: ['C'], tanh: [] })).toThrow(/no Linear/);
    expect(() => layerLayout({ matrices: ['layers.0.weight', 'layers.2.weight'], tanh: [1, 1.5] })).toThrow(/tanh layers/);
    expect(() => layerLayout({ matrices: ['layers.0.weight', 'layers.5.weight'], tanh: [4] })).toThrow(/more than one norm/);
    expect(() => stackLayout(6, 4)).toThrow(/4 tanh outputs/);
    expect(stackLayout(3, 2).blocks.map((b) => [b.n, b.tanh, b.output])).toEqual([
      [1, 0, false],
      [2, 1, false],
      [3, null, true],
    ]);
  });

  it('the warnings and the divergence sentence name a layer as the strip and the tables do', () => {
    const { layout } = playground('none');
    const names = messageNames(layout);
    expect(say(names.param('C'))).toBe('C'); // the embedding's two names are one: not "C (C)"
    // a name is a sentence of the language's files (network.named), not pieces glued in code
    expect(keysOf(names.layer(3))).toEqual(['network.named', 'network.module.tanh']);
    expect(keysOf(names.param('layers.2.weight'))).toEqual(['network.named', 'network.param.weight']);
    expect(say(names.layer(3))).toBe('L2 tanh (layers[3])');
    expect(names.layer(99)).toBe(null);
    expect(names.param('layers.99.weight')).toBe(null);
    const sat = warning(
      {
        step: 7,
        kind: 'saturated',
        layer: 3,
        layerType: 'Tanh',
        param: '',
        value: 0.99,
        ref: 0.9,
        cause: 'lr_high',
        suggestion: 'lower_lr',
      },
      {},
      names,
    )
      .map(say)
      .join(' ');
    expect(sat).toContain('L2 tanh (layers[3])');
    expect(sat).not.toContain('layers.3 (Tanh)');
    const frozen = warning(
      {
        step: 7,
        kind: 'frozen',
        layer: 2,
        layerType: 'Linear',
        param: 'layers.2.weight',
        value: 0,
        ref: 50,
        cause: 'lr_high',
        suggestion: 'lower_lr',
      },
      {},
      names,
    )
      .map(say)
      .join(' ');
    expect(frozen).toContain('L2 W (layers[2].weight)');
    const div = divergenceText(
      { step: 4, kind: 'activations', layer: 4, layerType: 'Linear', value: Infinity, cause: 'other' },
      { lr: '10', bad: '5' },
      names,
    );
    expect(div).toContain('L3 Linear (layers[4])');
    // without names (or for an index the layout lacks) the core's name stays
    expect(
      divergenceText({ step: 4, kind: 'activations', layer: 40, layerType: 'Linear', value: Infinity, cause: 'other' }, {}, names),
    ).toContain('layers.40 (Linear)');
  });
});
