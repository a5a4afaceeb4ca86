import { Route } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazyPage';

const LoginPage = lazyPage(() => import('../features/auth/routes/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/routes/SignupPage'), 'SignupPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/routes/VerifyEmailPage'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/routes/ForgotPasswordPage'), 'ForgotPasswordPage');
const AuthCallbackPage = lazyPage(() => import('../features/auth/routes/AuthCallbackPage'), 'AuthCallbackPage');

/** Sign-in screens (login, sign-up, verification, forgot password, Google return) by route pattern. */
export const AUTH_PAGES: Record<string, LazyPage> = {
  '/login': LoginPage,
  '/signup': SignupPage,
  '/verify-email': VerifyEmailPage,
  '/forgot-password': ForgotPasswordPage,
  '/auth/callback': AuthCallbackPage,
};

export const authRoutes = Object.entries(AUTH_PAGES).map(([path, Page]) => <Route key={path} path={path} element={<Page />} />);
