import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GOOGLE_LINK_MESSAGES as TEXT, MESSAGES, Role } from '@voosh/shared';
import { conflict } from '../common/http/api-error';
import { MailService } from '../mail/mail.service';
import { signInChangedMail } from '../mail/templates';
import { User } from '../users/entities/user.entity';
import { type HolderProof, Reauthentication } from './reauthentication.service';
import { SESSION_EXPIRED } from './session-texts';

export interface GoogleProfile {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** A profile Google vouches for: an id and an address it says is the user's. */
export type VerifiedGoogleProfile = Required<Pick<GoogleProfile, 'sub' | 'email'>> & GoogleProfile;

/** The profile page a linking flow returns to: the console's for staff, the storefront's for customers. */
const profilePath = (role: Role) => (role === Role.Admin ? '/admin/profile' : '/customer/profile');

/**
 * A Google account linked to a signed-in account on purpose, from its profile: the only way a staff
 * account gets one (a sign-in never links staff by e-mail). The flow starts with the holder proven
 * again (Reauthentication) and returns to the profile with `?google=linked` or `?googleError=...`.
 */
@Injectable()
export class GoogleLinks {
  constructor(
    private readonly em: EntityManager,
    private readonly reauthentication: Reauthentication,
    private readonly mail: MailService,
  ) {}

  /** Where Google's return goes once `profile` is linked to the account that started the flow, or why not. */
  async link(linkTo: { userId: number; tokenVersion: number }, profile: VerifiedGoogleProfile): Promise<{ location: string }> {
    return this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, linkTo.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return { location: `/auth/callback?${new URLSearchParams({ error: MESSAGES.googleFailedTitle }).toString()}` };
      const back = (query: Record<string, string>) => ({ location: `${profilePath(user.role)}?${new URLSearchParams(query).toString()}` });
      // Signed out everywhere (or deactivated) since the flow began: the proof it started with is void.
      if (!user.isActive || user.tokenVersion !== linkTo.tokenVersion) return back({ googleError: SESSION_EXPIRED });
      const holder = await em.findOne(User, { googleId: profile.sub });
      if (holder && holder.id !== user.id) return back({ googleError: TEXT.takenByAnother });
      if (user.googleId !== profile.sub) {
        user.googleId = profile.sub;
        user.profilePicture ??= profile.picture ?? null;
        await this.mail.enqueue(em, signInChangedMail(user.email, 'google-linked'));
      }
      return back({ google: 'linked' });
    });
  }

  /** Unlinks the account's Google account, its holder proven; refused to an account that would be left with no way in. */
  async unlink(user: User, proof: HolderProof): Promise<void> {
    if (!user.googleId) throw conflict(TEXT.notLinked);
    if (!user.passwordHash) throw conflict(TEXT.passwordFirst);
    await this.reauthentication.confirm(user, proof);
    await this.em.fork().transactional(async (em) => {
      await em.nativeUpdate(User, { id: user.id }, { googleId: null });
      await this.mail.enqueue(em, signInChangedMail(user.email, 'google-unlinked'));
    });
  }
}
