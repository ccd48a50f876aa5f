// locales/en/describe.js — English: the figures' descriptions for a screen reader, the tab's screen
// summary and the announcement made when the figures are drawn again. The same keys as tr/describe.js.
export default {
  describe: {
    line: '{label}: {y0} at {x} {x0}, {y1} at {x} {x1} ({n} points; lowest {min}, highest {max}).',
    onePoint: '{label}: {y0} at {x} {x0}.',
    bars: '{label}: {values}.',
    manyBars: '{label}: {n} bars; the highest {max} ({at}), the lowest {min} ({lowAt}), total {sum}.',
    heat: '{rows} rows × {cols} columns of cells; values from {min} to {max}.',
    noValue: '{label}: no finite value.',
    summaryLabel: 'Screen summary',
    summary: { one: 'This tab has {n} figure: {titles}.', other: 'This tab has {n} figures: {titles}.' },
    noFigure: 'This tab has no figure.',
    settings: 'Settings: {settings}.',
    noSettings: 'This tab has no settings.',
    tryThis: 'Try: {step}',
    on: 'on',
    off: 'off',
    redrawn: 'Figure drawn again. {list}',
    more: { one: '({n} more figure changed.)', other: '({n} more figures changed.)' },
  },
};
