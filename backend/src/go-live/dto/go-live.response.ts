import { ApiProperty } from '@nestjs/swagger';
import { GO_LIVE_ITEMS, type GoLiveItem } from '@voosh/shared';

export class GoLiveItemResponse {
  @ApiProperty({ enum: GO_LIVE_ITEMS }) item!: GoLiveItem;
  @ApiProperty({ description: 'Whether it is done now (checked at each read)' }) done!: boolean;
  @ApiProperty({ description: 'Whether an admin dismissed it: hidden from the checklist, done or not' }) dismissed!: boolean;
}

/** The go-live checklist: every item, in order; the console shows those neither done nor dismissed. */
export class GoLiveResponse {
  @ApiProperty({ type: [GoLiveItemResponse] }) items!: GoLiveItemResponse[];
}
