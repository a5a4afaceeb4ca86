import { ArgumentMetadata, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';

/** Every validation message, depth first, in declaration order. */
function messagesOf(errors: ValidationError[], path = ''): string[] {
  return errors.flatMap((error) => {
    const here = Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith('property ') && path ? `${path}.${message.slice('property '.length)}` : message,
    );
    return [...here, ...messagesOf(error.children ?? [], path ? `${path}.${error.property}` : error.property)];
  });
}

/**
 * Path parameters are left to their own pipes (IdParam): the global pipe would otherwise turn
 * "1e3" into 1000 before they see it.
 */
class BodyAndQueryValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return metadata.type === 'param' ? value : super.transform(value, metadata);
  }
}

/**
 * whitelist + forbidNonWhitelisted + transform; a failure is a 400 whose `error` is the first
 * message (the one a form shows) and whose `details` lists them all.
 */
export function createValidationPipe(): ValidationPipe {
  return new BodyAndQueryValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const messages = messagesOf(errors);
      return new ApiError(HttpStatus.BAD_REQUEST, messages[0] ?? 'Invalid request', { details: messages });
    },
  });
}
