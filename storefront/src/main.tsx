import { nextTask } from './lib/nextTask';

/**
 * The storefront's entry. The app's code is one file, loaded at once, but evaluating all of it
 * before it starts (React DOM, Emotion and MUI's default theme, the app's own theme, the shell) is
 * one long task, on a phone a quarter of a second in which a tap goes unanswered. So its heaviest
 * parts are evaluated first, each in a task of its own, and the app then starts (startApp.tsx).
 */
const EVALUATED_APART = [
  () => import('react-dom/client'),
  () => import('@mui/material/styles'),
  () => import('./app/theme'),
  () => import('./features/shell/components/ShellLayout'),
];
for (const evaluate of EVALUATED_APART) {
  await evaluate();
  await nextTask();
}
await import('./startApp');
