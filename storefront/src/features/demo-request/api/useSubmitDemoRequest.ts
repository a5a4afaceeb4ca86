import { useMutation } from '@tanstack/react-query';
import type { Schema } from '@voosh/api-client';
import { DEMO_INITIAL_STATUS } from '@voosh/shared';
import { api, unwrap } from '../../../lib/api';
import type { DemoFormValues } from '../components/demoFormValues';

/** The body's status is the one literal the API accepts; the shared constant is typed as any status. */
type CreateBody = Schema<'CreateDemoSubmissionDto'>;

/** POST /api/demo-submissions: the form, plus `message` (a copy of details) and status 'pending'. */
export function useSubmitDemoRequest() {
  return useMutation({
    mutationFn: async (values: DemoFormValues) => {
      const answer = unwrap(
        await api.POST('/api/demo-submissions', {
          body: { ...values, message: values.details, status: DEMO_INITIAL_STATUS as CreateBody['status'] },
        }),
      );
      if (!answer.success) throw new Error('Demo submission was not accepted');
      return answer;
    },
  });
}
