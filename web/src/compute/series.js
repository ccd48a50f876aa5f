// series.js — plain reshaping of a core result, no DOM and no words: a series as 1-based points,
// and a module field's camelCase name as the core's snake_case one. Below the tabs, the panels,
// the exercises and playground_config.js, which use it (tabs/common.js passes fromOne on to the
// tabs). Histogram bars: chart_data.js.

// A result's series [y0, y1, ...] as points [[1, y0], [2, y1], ...] (steps and layers count from 1).
export const fromOne = (values) => Array.from(values, (y, i) => [i + 1, y]);

// A module field's camelCase name as the core's snake_case one: 'badInit' -> 'bad_init'.
export const snake = (k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
