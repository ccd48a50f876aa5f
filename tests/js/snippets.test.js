// snippets.test.js — the lecture code beside each figure (web/src/pytorch/lecture_code.js): the lecture's own
// lines, with the figure's knobs (as the tab sends them to the core) written in as Python literals,
// and the recipe's constants. (The pytorch test stage runs every snippet and compares with the core.)
import { describe, it, expect } from 'vitest';
import { lectureSnippet, hasSnippet, outputs } from '../../web/src/pytorch/lecture_code.js';
import { exportConfig, playgroundConfig } from '../../web/src/pytorch/playground_config.js';
import { defaults } from '../../web/src/state/state.js';

const RECIPE = { seed: 2147483647, tanhGain: 5 / 3, saturation: 0.97, eps: 1e-5, bnMomentum: 0.1, residualDepths: [5, 20, 50] };
const SEED = 2147483647;

describe('lecture snippets', () => {
  it('exist for the four figures of 5.3–5.8 and name the variables they leave', () => {
    for (const tab of ['start', 'tanh', 'kaiming', 'batchnorm']) {
      expect(hasSnippet(tab)).toBe(true);
      const text = lectureSnippet(
        tab,
        { seed: SEED, steps: 200, badInit: 5, nLayer: 6, gain: 5 / 3, probeRows: 1000, eps: 1e-5, gamma: 1, beta: 0, momentum: 0.1 },
        RECIPE,
      );
      for (const v of outputs[tab]) expect(text).toMatch(new RegExp(`^\\s*${v} ?(=|\\.append)`, 'm'));
    }
    expect(hasSnippet('constructor')).toBe(false);
    expect(lectureSnippet('constructor', {}, RECIPE)).toBeNull();
  });

  it('start: the seed and the hockey stick steps written in, with the W2 *= 0.01 fix', () => {
    const a = lectureSnippet('start', { steps: 200, seed: SEED }, RECIPE);
    const b = lectureSnippet('start', { steps: 60, seed: 42 }, RECIPE);
    expect(a).toContain('W2 *= 0.01');
    expect(a).toContain('b2 *= 0');
    expect(a).toContain('g = torch.Generator().manual_seed(2147483647)');
    expect(a).toContain('for i in range(200):');
    expect(b).toContain('g = torch.Generator().manual_seed(42)');
    expect(b).toContain('gb = torch.Generator().manual_seed(42)');
    expect(b).toContain('for i in range(60):');
    expect(b).not.toContain('2147483647');
  });

  it("tanh: the bad init multiplies the 5/3 gain; the threshold is the recipe's", () => {
    const s = lectureSnippet('tanh', { badInit: 2.5, seed: 7 }, RECIPE);
    expect(s).toContain('/ (n_embd * block_size)**0.5 * (5/3 * 2.5)');
    expect(s).toContain('(h.abs() > 0.97)');
    expect(s).toContain('manual_seed(7)');
    expect(lectureSnippet('tanh', { badInit: 5, seed: 7 }, { ...RECIPE, saturation: 0.99 })).toContain('(h.abs() > 0.99)');
  });

  it('kaiming: std = gain / sqrt(fan_in) with the layers, gain and probe rows written in', () => {
    const lecture = lectureSnippet('kaiming', { nLayer: 6, gain: 5 / 3, seed: SEED, probeRows: 1000 }, RECIPE);
    expect(lecture).toContain('n_hidden, n_layer, gain = 200, 6, 5/3');
    expect(lecture).toContain('# std = gain / sqrt(fan_in)');
    // a link's 1.66667 (the store keeps 6 significant digits) is the text's 5/3 here as on the tab
    expect(lectureSnippet('kaiming', { nLayer: 6, gain: 1.66667, seed: SEED, probeRows: 1000 }, RECIPE)).toContain('gain = 200, 6, 5/3');
    expect(lectureSnippet('kaiming', { nLayer: 6, gain: 1.67, seed: SEED, probeRows: 1000 }, RECIPE)).toContain('gain = 200, 6, 1.67');
    const other = lectureSnippet('kaiming', { nLayer: 4, gain: Math.SQRT2, seed: 42, probeRows: 200 }, RECIPE);
    expect(other).toContain('n_hidden, n_layer, gain = 200, 4, 1.4142135623730951');
    expect(other).toContain('(200,), generator=torch.Generator().manual_seed(42)');
  });

  it('kaiming: the chosen nonlinearity is the one the stack applies (tanh, the lecture’s, or ReLU)', () => {
    const knobs = { nLayer: 6, gain: Math.SQRT2, seed: SEED, probeRows: 1000 };
    const tanh = lectureSnippet('kaiming', { ...knobs, act: 'tanh' }, RECIPE);
    expect(tanh).toContain('    x = torch.tanh(x @ W)');
    const relu = lectureSnippet('kaiming', { ...knobs, act: 'relu' }, RECIPE);
    expect(relu).toContain('    x = torch.relu(x @ W)');
    expect(relu).not.toContain('torch.tanh');
  });

  it("batchnorm: the lecture's line, with eps, gamma, beta and the momentum written in", () => {
    const lecture = lectureSnippet(
      'batchnorm',
      { badInit: 3, eps: 1e-5, gamma: 1, beta: 0, momentum: 0.001, steps: 100, seed: SEED },
      RECIPE,
    );
    expect(lecture).toContain('hpreact = bngain * (hpreact - bnmeani) / bnstdi + bnbias');
    expect(lecture).toContain('bnstdi = torch.sqrt(bnvari + 0.00001)');
    expect(lecture).toContain('bngain = torch.ones((1, n_hidden))');
    expect(lecture).toContain('bnbias = torch.zeros((1, n_hidden))');
    expect(lecture).toContain('bnmean_running = 0.999 * bnmean_running + 0.001 * bnmeani');
    expect(lecture).toContain('* (5/3 * 3)');
    const other = lectureSnippet(
      'batchnorm',
      { badInit: 7, eps: 0.01, gamma: 1.5, beta: -0.5, momentum: 0.07, steps: 100, seed: 42 },
      RECIPE,
    );
    expect(other).toContain('bngain = torch.full((1, n_hidden), 1.5)');
    expect(other).toContain('bnbias = torch.full((1, n_hidden), -0.5)');
    expect(other).toContain('bnstdi = torch.sqrt(bnvari + 0.01)');
    expect(other).toContain('bnvar_running = (1 - 0.07) * bnvar_running + 0.07 * bnvari');
  });

  it("playground: the lecture's ud line in the training loop, with the playground's settings under the C++ names", () => {
    const c = exportConfig({ ...playgroundConfig(defaults()), lr: 0.05, schedule: 'step', steps: 400, batchSize: 20, seed: 7 });
    const s = lectureSnippet('playground', c, RECIPE);
    expect(s).toContain('ud.append([((lr * p.grad).std() / p.data.std()).log10().item() for p in parameters])');
    expect(s).toContain('C, layers, parameters = build_model(vocab_size, CONFIG)');
    expect(s).toContain('for i in range(400):');
    expect(s).toContain('(20,), generator=gb)');
    expect(s).toContain('gb = torch.Generator().manual_seed(7)');
    expect(s).toContain('lr = 0.05 if i < 300 else 0.005');
    expect(lectureSnippet('playground', { ...c, schedule: 'constant' }, RECIPE)).toContain('    lr = 0.05\n');
  });

  it("diagnostics: the four runs with the tab's steps and seed, the ud line and the lecture's statistics lines", () => {
    const lecture = lectureSnippet('diagnostics', { steps: 20000, seed: SEED }, RECIPE);
    expect(lecture).toContain('for i in range(20000):');
    expect(lecture).toContain('ud.append([((lr * p.grad).std() / p.data.std()).log10().item() for p in parameters])');
    expect(lecture).toContain(
      "print('layer %d (%10s): mean %+.2f, std %.2f, saturated: %.2f%%' % (i, layer.__class__.__name__, t.mean(), t.std(), (t.abs() > 0.97).float().mean() * 100))",
    );
    expect(lecture).toContain("print('layer %d (%10s): mean %+f, std %e' % (i, layer.__class__.__name__, t.mean(), t.std()))");
    expect(lecture).toContain('t.std() / p.std()');
    expect(lecture).toContain('[("none", 1), ("batch", 1), ("batch", 5), ("none", 5)]');
    expect(lecture).toContain('"gain": 5/3');
    expect(lecture).toMatch(/^runs = \[\]$/m);
    const other = lectureSnippet('diagnostics', { steps: 150, seed: 42 }, { ...RECIPE, saturation: 0.99 });
    expect(other).toContain('for i in range(150):');
    expect(other).toContain('(32,), generator=torch.Generator().manual_seed(42))  # the probe batch');
    expect(other).toContain('"seed": 42}');
    expect(other).toContain('gb = torch.Generator().manual_seed(42)');
    expect(other).toContain('(t.abs() > 0.99)');
    expect(other).not.toContain('2147483647');
    expect(other).not.toContain('range(20000)');
  });

  it('residual: the weight std and the seed written in, the depths from the recipe, x = x + f(x)', () => {
    const lecture = lectureSnippet('residual', { weightStd: 0.2, seed: SEED }, RECIPE);
    expect(lecture).toContain('def sublayer(i, std=0.2):');
    expect(lecture).toContain('torch.manual_seed(100 + i)');
    expect(lecture).toContain('h = h + f if residual else f  # x = x + f(x)');
    expect(lecture).toContain('plain = [grad_norm(d, False) for d in (5, 20, 50)]');
    expect(lecture).toContain('nn.LayerNorm(16)(x + torch.tanh(sublayer(i)(x)))');
    expect(lecture).toContain('generator=torch.Generator().manual_seed(2147483647)) * 3 + 5');
    for (const v of outputs.residual) expect(lecture).toMatch(new RegExp(`(^|[ ,(])${v}[ ,)]`, 'm'));
    const other = lectureSnippet('residual', { weightStd: 0.35, seed: 42 }, { ...RECIPE, residualDepths: [3, 30] });
    expect(other).toContain('def sublayer(i, std=0.35):');
    expect(other).toContain('manual_seed(42)) * 3 + 5');
    expect(other).toContain('residual = [grad_norm(d, True) for d in (3, 30)]');
    expect(other).not.toContain('2147483647');
  });

  it('matrix tabs: the matrix written in; BatchNorm over dim 0 with its variance, LayerNorm over dim 1', () => {
    const x = [
      [1, 5, -2, 3],
      [2.5, 4, -1, 1e-7],
    ];
    const bn = lectureSnippet('bn-matrix', { kind: 'batch', variance: 'unbiased', x }, RECIPE);
    expect(bn).toContain('x = torch.tensor([[1, 5, -2, 3],\n     [2.5, 4, -1, 1e-7]], dtype=torch.float64)');
    expect(bn).toContain('xhat = (x - x.mean(0, keepdim=True)) / torch.sqrt(x.var(0, keepdim=True, unbiased=True) + eps)');
    expect(bn).toContain('eps = 0.00001');
    expect(bn).toMatch(/^col_std = y\.std\(0, unbiased=False\)/m);
    const biased = lectureSnippet('bn-matrix', { kind: 'batch', variance: 'biased', x: [[0, 1]] }, { ...RECIPE, eps: 0.001 });
    expect(biased).toContain('x.var(0, keepdim=True, unbiased=False) + eps)');
    expect(biased).toContain('x = torch.tensor([[0, 1]], dtype=torch.float64)');
    expect(biased).toContain('eps = 0.001');
    const ln = lectureSnippet('ln-matrix', { kind: 'layer', variance: 'biased', x }, RECIPE);
    expect(ln).toContain('xhat = (x - x.mean(1, keepdim=True)) / torch.sqrt(x.var(1, keepdim=True, unbiased=False) + eps)');
    expect(ln).toMatch(/^row_std = y\.std\(1, unbiased=False\)/m);
    expect(hasSnippet('bn-matrix') && hasSnippet('ln-matrix')).toBe(true);
  });

  it('refuses a value Python cannot read rather than writing it', () => {
    expect(() => lectureSnippet('tanh', { badInit: NaN, seed: 1 }, RECIPE)).toThrow();
  });
});
