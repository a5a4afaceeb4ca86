import { ARM_ICON_MAX, ARM_NAME_MAX, ARM_TITLE_MAX, TEXT_MAX } from '@voosh/shared';
import { ReadOnlyEchoes } from '../../common/http/representation';
import { Position, Text } from './fields';

/** Arm names become the page slug (/arms/{lowercase name}), so they are one URL-safe word. */
const ARM_NAME = /^[A-Za-z0-9-]+$/;
const ICON = /^[A-Za-z0-9]+$/;
const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The fields of an arm; `optional` makes the partial body of PUT. */
function armBody(optional: boolean) {
  class ArmBody {
    @Text({
      label: 'Arm name',
      max: ARM_NAME_MAX,
      pattern: ARM_NAME,
      patternMessage: 'Arm name may contain only letters, digits and hyphens',
      optional,
      example: 'VOOSHLegal',
      description: 'Unique; its lowercase form is the page slug',
    })
    name!: string;

    @Text({ label: 'Title', max: ARM_TITLE_MAX, optional, example: 'Legal automation' })
    title!: string;

    @Text({ label: 'Description', max: TEXT_MAX, optional })
    description!: string;

    @Text({
      label: 'Icon',
      max: ARM_ICON_MAX,
      pattern: ICON,
      patternMessage: 'Icon must be an icon name (letters and digits)',
      optional,
      example: 'Gavel',
    })
    icon!: string;

    @Text({
      label: 'Color',
      max: 7,
      pattern: COLOR,
      patternMessage: 'Color must be a hex colour such as #2563eb',
      optional,
      example: '#2563eb',
    })
    color!: string;

    @Position()
    position?: number;
  }
  return ArmBody;
}

export class CreateArmDto extends armBody(false) {}

/** What a PUT may echo from the GET answer, unchanged (see ReadOnlyEchoes). */
export const ARM_READ_ONLY = ['id', 'slug', 'key', 'productCount', 'createdAt', 'updatedAt'] as const;

@ReadOnlyEchoes(ARM_READ_ONLY, { changing: ['updatedAt', 'productCount'] })
export class UpdateArmDto extends armBody(true) {}
