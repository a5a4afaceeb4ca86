import type { Schema } from '@voosh/api-client';

/** The seven profile fields as the server answers them (null when never set). */
export type Profile = Schema<'ProfileResponse'>;
/** The PUT /api/profile body. */
export type ProfileUpdate = Schema<'UpdateProfileDto'>;
/** The PUT /api/profile/billing body. */
export type BillingUpdate = Schema<'UpdateBillingDto'>;
/** The signed-in user as GET /api/auth/me answers (e-mail verification, picture, role). */
export type Account = Schema<'UserResponse'>;
