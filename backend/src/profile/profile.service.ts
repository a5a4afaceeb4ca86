import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/entities/user.entity';
import { PROFILE_FIELDS, ProfileResponse, type UpdateProfileDto } from './dto/profile.dto';
import { profileResponse } from './profile.mapper';

/** The signed-in user's own profile: the query is always by the caller's id. */
@Injectable()
export class ProfileService {
  constructor(private readonly em: EntityManager) {}

  /** The caller's account as the CallerGuard just loaded it: no second read. */
  get(user: User): ProfileResponse {
    return profileResponse(user);
  }

  async update(userId: number, dto: UpdateProfileDto): Promise<ProfileResponse> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, { id: userId });
    for (const field of PROFILE_FIELDS) {
      if (dto[field] !== undefined) user[field] = dto[field] || null;
    }
    await em.flush();
    return profileResponse(user);
  }
}
