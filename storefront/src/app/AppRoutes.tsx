import { Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../features/shell/components/ShellLayout';
import { authRoutes } from './authRoutes';
import { customerRoutes } from './customerRoutes';
import { NotFoundPage } from './notFoundPage';
import { publicRoutes } from './publicRoutes';

/** Every page inside the shell (top bar + page); each page's code loads with its route. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {publicRoutes}
        {authRoutes}
        {customerRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
