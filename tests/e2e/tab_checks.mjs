// tab_checks.mjs — per tab, what its shown numbers must be once it is ready (ranges, not exact
// values: our generator and names list land near the lecture's numbers, not on them).
export const TAB_CHECKS = {
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
    assert(dev > 2 && dev < 3.3, `dev loss after 300 steps = ${dev}`);
  },
};
