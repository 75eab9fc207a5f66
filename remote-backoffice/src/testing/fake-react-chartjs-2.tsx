import type { ChartData } from 'chart.js';

// jsdom has no canvas. Tests replace react-chartjs-2 (an external library) with this stand-in,
// which writes out what the chart would draw: one line per dataset and label with its value.
//   jest.mock('react-chartjs-2', () => jest.requireActual('<path>/testing/fake-react-chartjs-2'));

interface FakeChartProps {
  data: ChartData<'line' | 'bar', number[], string>;
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

export const Line = fakeChart('line');
export const Bar = fakeChart('bar');
