import { Route } from 'react-router';
import { AUTH_LAYOUTS } from './AuthFrame';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LockScreenPage } from './LockScreenPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** SPEC.md §2 "Public layout (staff)": the account pages, outside the staff layout; three paths (layouts) for some. */
export const ACCOUNT_ROUTES = [
  <Route key="login" path="/" element={<LoginPage />} />,
  ...AUTH_LAYOUTS.flatMap(({ layout, suffix }) => [
    <Route key={`register${suffix}`} path={`/register${suffix}`} element={<RegisterPage layout={layout} />} />,
    <Route key={`forgot-password${suffix}`} path={`/forgot-password${suffix}`} element={<ForgotPasswordPage layout={layout} />} />,
    <Route key={`lock-screen${suffix}`} path={`/lock-screen${suffix}`} element={<LockScreenPage layout={layout} />} />,
  ]),
  <Route key="reset-password" path="/reset-password" element={<ResetPasswordPage />} />,
];
