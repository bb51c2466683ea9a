/**
 * React Router as the browser builds share it: only the names the apps use.
 * Shared whole, React Router is the largest library on every page (a module
 * federation shares a package as it is, so nothing is tree-shaken); shared
 * through this module, webpack keeps just the code these names reach.
 * Browser builds resolve `react-router-dom` here (tooling/trimmed-browser-modules.js);
 * servers, tests and types use the package itself.
 *
 * A remote gets these from the shell's page, so a remote that starts using
 * another name needs it added here and the shell redeployed: a test lists
 * every name imported from `react-router-dom` by browser code and fails on
 * one missing here.
 */
export {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  StaticRouter,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
