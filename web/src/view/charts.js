// view/charts.js — the one import point of the chart widgets every tab shares: line and bar charts
// (chart_widget.js) and the batch x neuron heat map (heatmap.js), each with its data table in a
// <details> below it (data_table.js: a chart is never the only way to read a number). A widget is
// { el, setTitle(text), setData(...), setLogY(on), setYRange(min, max), dispose() }; tabs never touch
// Chart.js. What reaches Chart.js is computed in chart_data.js (pure, tested); non-finite points are
// left out of the drawing, a note under the chart counts them, and the table shows them (∞, –).
export { lineChart, barChart } from './chart_widget.js';
export { heatmap } from './heatmap.js';
export { PALETTE } from './chart_data.js';
