import { ApiProperty } from '@nestjs/swagger';
import { REQUEST_REFERENCES, type RequestReferences } from '@voosh/shared';
import { OptionalText } from '../../common/validation/fields';

/**
 * The buyer's references (REQUEST_REFERENCES) as the cart sends them and the console's update
 * panel edits them: each is optional, trimmed, and empty text or null is none. The service copies
 * every key of REQUEST_REFERENCES from here, so one missing here fails its type check.
 */
export class RequestReferencesBody implements Partial<RequestReferences> {
  @OptionalText({
    max: REQUEST_REFERENCES.poNumber.max,
    example: 'PO-4500012345',
    description: "The buyer's purchase-order number, printed on every document issued once it is set",
  })
  poNumber?: string | null;
}

/** The buyer's references as every purchase-request answer carries them (null: none given). */
export class RequestReferencesAnswer implements RequestReferences {
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: REQUEST_REFERENCES.poNumber.max,
    description: "The buyer's purchase-order number",
  })
  poNumber!: string | null;
}
