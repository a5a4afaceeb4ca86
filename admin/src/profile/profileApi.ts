import { api, dataOf } from '../data/api';
import type { GoogleLinkRecord, ProfilePatch, ProfileRecord } from '../data/types';

/** GET /api/profile: the signed-in admin's seven profile fields. */
export async function getProfile(): Promise<ProfileRecord> {
  return dataOf(await api.GET('/api/profile'));
}

/** PUT /api/profile with the seven fields; the answer is the profile saved. */
export async function updateProfile(patch: ProfilePatch): Promise<ProfileRecord> {
  return dataOf(await api.PUT('/api/profile', { body: patch }));
}

/** GET /api/auth/google/link: whether a Google account is linked, and whether Google sign-in is configured. */
export async function getGoogleLink(): Promise<GoogleLinkRecord> {
  return dataOf(await api.GET('/api/auth/google/link'));
}

/** POST /api/auth/google/link (the password again): the Google address to send the browser to. */
export async function startGoogleLink(currentPassword: string): Promise<{ url: string }> {
  return dataOf(await api.POST('/api/auth/google/link', { body: { currentPassword } }));
}

/** POST /api/auth/google/unlink (the password again). */
export async function unlinkGoogle(currentPassword: string): Promise<{ success: boolean }> {
  return dataOf(await api.POST('/api/auth/google/unlink', { body: { currentPassword } }));
}
