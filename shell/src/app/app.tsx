import { BrowserRouter } from 'react-router-dom';
import { ShellTree } from './shell-tree';

export function App() {
  return <ShellTree Router={BrowserRouter} />;
}
