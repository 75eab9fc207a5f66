// `@pagora/shared/ui/testing`: test-only stand-ins for the UI's external libraries (never bundled:
// webpack/shared-config.js leaves every `/testing` entry out of federation).

/**
 * jsdom has no canvas. Tests replace react-chartjs-2 (an external library) with this stand-in,
 * which writes out what the chart would draw: one line per dataset and label with its value.
 *   jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
 */
interface FakeChartProps {
  /** The part of chart.js's ChartData the stand-in reads. */
  data: { labels?: unknown[]; datasets: { label?: string; data: unknown[] }[] };
  'aria-label'?: string;
}

function fakeChart(kind: string) {
  return function FakeChart({ data, 'aria-label': label }: FakeChartProps) {
    const labels = data.labels ?? [];
    return (
      <figure aria-label={label} data-chart={kind}>
        <ul>
          {data.datasets.flatMap((dataset, d) =>
            labels.map((l, i) => (
              <li key={`${d}-${i}`}>
                {[dataset.label, l, dataset.data[i]].filter((x) => x !== undefined).join(' · ')}
              </li>
            )),
          )}
        </ul>
      </figure>
    );
  };
}

export const fakeReactChartjs2 = {
  Line: fakeChart('line'),
  Bar: fakeChart('bar'),
  Doughnut: fakeChart('doughnut'),
  Pie: fakeChart('pie'),
};
