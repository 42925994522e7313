import { Route, Routes } from 'react-router-dom';
import { NOT_FOUND_PATH, preparePage as prepare } from '@thrive/composition';
import { PublicLayout } from './layout/PublicLayout';
import { ROUTES } from './routes';

/** A route table path as a child of the layout route ('/' is its index). */
const childPath = (path: string) => (path === NOT_FOUND_PATH ? path : path.slice(1));

/** The marketing remote's route tree: every page of the route table inside the public layout. */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<PublicLayout />}>
        {ROUTES.map(({ path, Page }) =>
          path === '/' ? (
            <Route key={path} index element={<Page />} />
          ) : (
            <Route key={path} path={childPath(path)} element={<Page />} />
          ),
        )}
      </Route>
    </Routes>
  );
}

/** Loads the page of a path before the shell hydrates it (RemoteAppModule.preparePage). */
export const preparePage = (path: string) => prepare(ROUTES, path);
