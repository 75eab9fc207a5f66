/**
 * What this remote provides as `react-router-dom` when it runs on its own (the public `/pay` page).
 * Inside the shell the shell's router is the singleton and this module is never loaded. A shared
 * module is bundled whole, and the whole of react-router is ~61 KB gzipped, more than a third of
 * the payer's first-load budget; these names, from its production build, are ~13 KB.
 * `router-fallback.test.ts` fails when the checkout imports a name that is missing here.
 */
export {
  BrowserRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '../../../node_modules/react-router/dist/production/index.mjs';
