// The charts the dashboards and the seller report draw. Only the lazy wrappers and pure
// helpers are public: nothing here imports chart.js, which arrives with the chart chunks.
export {
  LazyDoughnutChart,
  LazyMonthlyLineChart,
  LazyPieChart,
  LazySalesLineChart,
} from './components/lazy-charts';
export type { SalesPoint } from './options/sales-line-options';
export { statusSlices, STATUS_COLORS, type StatusCounts } from './options/status-slices';
export type { ChartSlice, ValueFormatter } from './options/doughnut-options';
export { averageCents, monthName, percentText, percentNumberText, signedPercentText } from './format';
