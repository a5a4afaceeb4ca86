import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one error shape of the API. `error` is the human text to show. */
export class ErrorResponse {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Please fill in all required fields' })
  error!: string;

  @ApiProperty({ example: 'Please fill in all required fields' })
  message!: string;

  @ApiPropertyOptional({ description: 'Machine-readable kind, where the client branches on it', example: 'invalid_credentials' })
  type?: string;

  @ApiPropertyOptional({ description: 'Every validation message, when there were several', type: [String] })
  details?: string[];
}
