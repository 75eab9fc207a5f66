import {
  ArcElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only what the doughnut, pie and line charts draw: registering chart.js piece by piece keeps every
// other controller, scale and plugin out of the bundle. Imported only by the chart components,
// which the pages load lazily, so chart.js is fetched by the routes that draw charts and no other.
Chart.register(
  ArcElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
  Filler,
  DoughnutController,
  PieController,
  LineController,
);
