/** The public form's per-address limit: at most this many demo submissions ... */
export const DEMO_SUBMISSIONS_PER_WINDOW = 5;
/** ... in this window (ms). */
export const DEMO_SUBMISSION_WINDOW_MS = 10 * 60_000;
