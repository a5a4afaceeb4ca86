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

  @ApiPropertyOptional({
    description: "Invalid input: each field's first message, keyed by field path (react-admin marks its inputs with it)",
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'Please enter a valid email address' },
  })
  errors?: Record<string, string>;
}

/** The error shape's plain form, for answers written outside Nest's exception filter. */
export const errorBody = (statusCode: number, text: string): ErrorResponse => ({ statusCode, error: text, message: text });
