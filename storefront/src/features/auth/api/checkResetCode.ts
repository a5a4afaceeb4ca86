import { ApiError, api } from '../../../lib/api';

/** POST /api/auth/check-reset-code: checks the e-mailed reset code without using it (204, else the reason). */
export async function checkResetCode(email: string, code: string): Promise<void> {
  const { response, error } = await api.POST('/api/auth/check-reset-code', { body: { email, code } });
  if (!response.ok) throw new ApiError(response.status, error ?? null);
}
