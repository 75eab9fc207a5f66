// The react-router-dom (and react-router) every app puts in the share scope. A shared module is
// bundled whole, and the whole of react-router 7 is about 60 KB gzipped; the apps use the
// declarative router only, so this re-exports just that part and the rest is tree-shaken away.
// `pagora-react-router` is an alias (create-config.js) to react-router's own ESM build, so this
// import is not itself a shared request. shell/src/app/__tests__/shared-router.test.ts fails when
// any app imports a name missing here.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
} from 'pagora-react-router';
