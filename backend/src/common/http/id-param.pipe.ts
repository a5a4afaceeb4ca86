import { Injectable, PipeTransform } from '@nestjs/common';
import { badRequest } from './api-error';

const MAX_ID = 2_147_483_647;

/** A positive integer id from the path; anything else is a 400, never a 500 or a lookup. */
@Injectable()
export class IdParam implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id > 0 && id <= MAX_ID)) throw badRequest('id must be a positive integer');
    return id;
  }
}
