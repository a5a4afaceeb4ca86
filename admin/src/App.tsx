import { QueryClient } from '@tanstack/react-query';
import { BRAND, THEME_STORAGE_KEY } from '@voosh/shared';
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import apiKeys from './api-keys';
import arms from './arms';
import { authProvider } from './auth/authProvider';
import { dataProvider } from './data/dataProvider';
import demoRequests from './demo-requests';
import { Layout } from './layout/Layout';
import payments from './payments';
import plans from './plans';
import products from './products';
import purchaseRequests from './purchase-requests';
import { darkTheme, lightTheme } from './theme';
import users from './users';
import companies from './companies';
import webhooks from './webhooks';

// Custom pages, loaded when first shown (like the resources' pages).
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));

/** Calls are not retried (a failed call shows its toast once) nor repeated when the window regains focus. */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** The theme the visitor chose on the storefront (same key), else the system's. */
function storefrontTheme(): 'light' | 'dark' | undefined {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : undefined;
}

/**
 * The console lives under /admin. The outer BrowserRouter keeps react-admin from making a hash
 * router; sign-in happens on the storefront's /login, so react-admin's own login page is off.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              title={`${BRAND} Admin`}
              disableTelemetry
              requireAuth
              loginPage={false}
              authProvider={authProvider}
              dataProvider={dataProvider}
              queryClient={queryClient}
              dashboard={Dashboard}
              layout={Layout}
              lightTheme={lightTheme}
              darkTheme={darkTheme}
              defaultTheme={storefrontTheme()}
            >
              <CustomRoutes>
                <Route path="/dashboard" element={<Dashboard />} />
                <Route path="/analytics" element={<AnalyticsPage />} />
                <Route path="/settings" element={<SettingsPage />} />
                <Route path="/profile" element={<ProfilePage />} />
              </CustomRoutes>
              <Resource name="demo-requests" {...demoRequests} />
              <Resource name="purchase-requests" {...purchaseRequests} />
              <Resource name="payments" {...payments} />
              <Resource name="plans" {...plans} />
              <Resource name="users" {...users} />
              <Resource name="companies" {...companies} />
              <Resource name="products" {...products} />
              <Resource name="arms" {...arms} />
              <Resource name="api-keys" {...apiKeys} />
              <Resource name="webhook-endpoints" {...webhooks} />
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
