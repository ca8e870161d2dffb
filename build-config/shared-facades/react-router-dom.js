// What the apps share as `react-router-dom`: only the router API they use (a shared library is provided whole, so
// the full package put all of React Router — data routers, SSR, RSC — on the path to home). One copy still: every app
// consumes this module from the share scope. `@uc/unshared/react-router` is the real package under a name no share
// key matches (webpack-app.js aliases it). A name the apps import must be listed here: build-config/test checks it.
export {
  HashRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@uc/unshared/react-router';
