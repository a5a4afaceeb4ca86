import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/entities/user.entity';
import { isCountryCode, normaliseTaxId, taxIdProblem } from '@voosh/shared';
import { badRequest } from '../common/http/api-error';
import { PROFILE_FIELDS, ProfileResponse, type UpdateBillingDto, type UpdateProfileDto } from './dto/profile.dto';
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

  /** Where the caller is billed and its tax ID, checked together: a tax ID in its country's format. */
  async updateBilling(userId: number, dto: UpdateBillingDto): Promise<ProfileResponse> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, { id: userId });
    const given = (value: string | null | undefined, stored: string | null) => (value === undefined ? stored : value || null);
    const country = given(dto.billingCountry, user.billingCountry);
    const region = given(dto.billingRegion, user.billingRegion);
    const taxId = given(dto.taxId, user.taxId);
    if (country !== null && !isCountryCode(country))
      throw badRequest('billingCountry must be an ISO 3166 country code (two capitals, as JM or GB)');
    if (country === null && (region !== null || taxId !== null)) {
      throw badRequest(`${region !== null ? 'billingRegion' : 'taxId'} needs a billingCountry`);
    }
    const problem = taxId === null ? null : taxIdProblem(country!, taxId);
    if (problem) throw badRequest(`taxId must be ${problem}`);
    Object.assign(user, { billingCountry: country, billingRegion: region, taxId: taxId === null ? null : normaliseTaxId(country!, taxId) });
    await em.flush();
    return profileResponse(user);
  }
}
