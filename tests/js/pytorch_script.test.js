// pytorch_script.test.js — "copy as PyTorch" (web/src/pytorch/pytorch_script.js): the script carries the
// playground's settings as Python literals under the export's names, the lesson's split seed and
// block size from the module's recipe, the generators in the core's draw order, the page's
// divergence rule and schedule, prints the export's four keys, and holds no names list. (The
// pytorch test stage runs it with PyTorch and compares its losses with the page's.)
import { describe, it, expect } from 'vitest';
import { pytorchScript, pyLiteral } from '../../web/src/pytorch/pytorch_script.js';
import { exportConfig, playgroundConfig } from '../../web/src/pytorch/playground_config.js';
import { defaults } from '../../web/src/state/state.js';

const RECIPE = { seed: 2147483647, blockSize: 3 };
const config = (patch = {}) => exportConfig({ ...playgroundConfig(defaults()), ...patch });

describe('Python literals', () => {
  it('write booleans, numbers (every digit JS prints) and strings as Python reads them', () => {
    expect([true, false, null].map(pyLiteral)).toEqual(['True', 'False', 'None']);
    expect(pyLiteral(5 / 3)).toBe('1.6666666666666667');
    expect(pyLiteral(2147483647)).toBe('2147483647');
    expect(pyLiteral(1e-7)).toBe('1e-7');
    expect(pyLiteral('batch')).toBe('"batch"');
    expect(() => pyLiteral(NaN)).toThrow();
    expect(() => pyLiteral({})).toThrow();
  });
});

describe('the script', () => {
  const script = pytorchScript(config({ norm: 'none', lr: 0.05, seed: 42, fixOutput: false }), RECIPE);
  it("holds the settings under the export's names", () => {
    expect(script).toContain('"norm": "none",');
    expect(script).toContain('"lr": 0.05,');
    expect(script).toContain('"seed": 42,');
    expect(script).toContain('"fix_output": False,');
    expect(script).toContain('"gain": 1.6666666666666667,');
    expect(script).toContain('"n_layer": 4,');
  });
  it('takes the split seed and block size from the recipe, the names path from argv[1]', () => {
    expect(script).toContain('SPLIT_SEED = 2147483647');
    expect(script).toContain('BLOCK_SIZE = 3');
    expect(pytorchScript(config(), { seed: 5, blockSize: 4 })).toContain('BLOCK_SIZE = 4');
    expect(script).toContain('read_names(sys.argv[1])');
    expect(script).toContain('random.seed(SPLIT_SEED)');
  });
  it("draws C then each Linear weight from one generator, minibatches from a second, both with the run's seed", () => {
    const init = script.indexOf('g = torch.Generator().manual_seed(c["seed"])\n    C = torch.randn');
    const batches = script.indexOf('g = torch.Generator().manual_seed(c["seed"])\n    losses = []');
    expect(init).toBeGreaterThan(0);
    expect(batches).toBeGreaterThan(init);
    expect(script).toContain('torch.randint(0, Xtr.shape[0], (c["batch_size"],), generator=g)');
  });
  it("has the page's modules, schedule, update, divergence rule and output", () => {
    expect(script).toContain('x.var(0, keepdim=True)'); // the lecture's BatchNorm: unbiased batch variance
    expect(script).toContain('c["steps"] * 3 // 4'); // step schedule: lr/10 after 75%
    expect(script).toContain('p.data += -lr * p.grad');
    expect(script).toContain('DIVERGENCE_LOSS = 1000.0');
    expect(script).toContain(
      'json.dump({"config": CONFIG, "losses": losses, "train": number(train_loss), "dev": number(dev_loss)}, sys.stdout)',
    );
  });
  it('holds no names list', () => {
    for (const name of ['emma', 'olivia', 'liam']) expect(script).not.toContain(name);
  });
  it('follows the settings: another config, another CONFIG block, the same program', () => {
    const other = pytorchScript(config({ nHidden: 64 }), RECIPE);
    expect(other).toContain('"n_hidden": 64,');
    const body = (s) => s.slice(s.indexOf('def read_names'));
    expect(body(other)).toBe(body(script));
  });
});
