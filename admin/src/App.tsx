import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BRAND } from '@voosh/shared';
import { authProvider } from './auth/authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './data/dataProvider';
import { darkTheme, lightTheme } from './theme';

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
              dashboard={Dashboard}
              theme={lightTheme}
              darkTheme={darkTheme}
            >
              <CustomRoutes>
                <Route path="/dashboard" element={<Dashboard />} />
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
