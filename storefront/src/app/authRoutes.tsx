import { Route } from 'react-router-dom';
import { lazyPage } from './lazyPage';

const LoginPage = lazyPage(() => import('../features/auth/routes/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/routes/SignupPage'), 'SignupPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/routes/VerifyEmailPage'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/routes/ForgotPasswordPage'), 'ForgotPasswordPage');
const AuthCallbackPage = lazyPage(() => import('../features/auth/routes/AuthCallbackPage'), 'AuthCallbackPage');

/** Sign-in screens (spec 02, section 2). */
export const authRoutes = [
  <Route key="login" path="/login" element={<LoginPage />} />,
  <Route key="signup" path="/signup" element={<SignupPage />} />,
  <Route key="verify-email" path="/verify-email" element={<VerifyEmailPage />} />,
  <Route key="forgot-password" path="/forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="auth-callback" path="/auth/callback" element={<AuthCallbackPage />} />,
];
