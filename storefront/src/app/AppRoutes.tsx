import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteFallback } from './RouteFallback';

const HomePage = lazy(() => import('../features/home/routes/HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('../features/not-found/routes/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
