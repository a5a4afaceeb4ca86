import { COMPANY_INVITATION_PATH } from '@voosh/shared';
import { Route } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazyPage';

const LoginPage = lazyPage(() => import('../features/auth/routes/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/routes/SignupPage'), 'SignupPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/routes/VerifyEmailPage'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/routes/ForgotPasswordPage'), 'ForgotPasswordPage');
const AuthCallbackPage = lazyPage(() => import('../features/auth/routes/AuthCallbackPage'), 'AuthCallbackPage');
const JoinPage = lazyPage(() => import('../features/company/routes/JoinPage'), 'JoinPage');

/** Sign-in screens (login, sign-up, verification, forgot password, Google return, a company invitation's link) by route pattern. */
export const AUTH_PAGES: Record<string, LazyPage> = {
  '/login': LoginPage,
  '/signup': SignupPage,
  '/verify-email': VerifyEmailPage,
  '/forgot-password': ForgotPasswordPage,
  '/auth/callback': AuthCallbackPage,
  [COMPANY_INVITATION_PATH]: JoinPage,
};

export const authRoutes = Object.entries(AUTH_PAGES).map(([path, Page]) => <Route key={path} path={path} element={<Page />} />);
