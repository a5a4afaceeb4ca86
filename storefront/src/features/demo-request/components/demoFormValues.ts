import type { Budget, MeetingTime, ProblemArea } from '@voosh/shared';

/** The demo / consultation form's fields; the selects hold '' until something is chosen. */
export interface DemoFormValues {
  name: string;
  email: string;
  company: string;
  problemArea: ProblemArea | '';
  budget: Budget | '';
  meetingTime: MeetingTime | '';
  details: string;
}

export const EMPTY_DEMO_FORM: DemoFormValues = {
  name: '',
  email: '',
  company: '',
  problemArea: '',
  budget: '',
  meetingTime: '',
  details: '',
};

/** Name, e-mail and company are required. */
export function hasRequiredFields(values: DemoFormValues): boolean {
  return [values.name, values.email, values.company].every((value) => value.trim().length > 0);
}
