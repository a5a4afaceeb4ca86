import { ArgumentMetadata, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError } from './api-error';
import { fieldWithNul, nulRefused } from './nul-characters';

/** Every validation message, depth first, in declaration order. */
function messagesOf(errors: ValidationError[], path = ''): string[] {
  return errors.flatMap((error) => {
    const here = Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith('property ') && path ? `${path}.${message.slice('property '.length)}` : message,
    );
    return [...here, ...messagesOf(error.children ?? [], path ? `${path}.${error.property}` : error.property)];
  });
}

/** The first message of each field, keyed by its dotted path (`emailConfig.smtpPort`), as react-admin marks inputs. */
function fieldErrorsOf(errors: ValidationError[], path = ''): Record<string, string> {
  return Object.assign(
    {},
    ...errors.map((error) => {
      const field = path ? `${path}.${error.property}` : error.property;
      const first = Object.values(error.constraints ?? {})[0];
      return {
        ...(first ? { [field]: messagesOf([{ ...error, children: [] }], path)[0]! } : {}),
        ...fieldErrorsOf(error.children ?? [], field),
      };
    }),
  ) as Record<string, string>;
}

/**
 * NUL characters are refused in every input first. Path parameters are then left to their own
 * pipes (IdParam): the global pipe would otherwise turn "1e3" into 1000 before they see it.
 */
class BodyAndQueryValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const withNul = fieldWithNul(value, metadata.data ?? '');
    if (withNul) throw new ApiError(HttpStatus.BAD_REQUEST, nulRefused(withNul), { errors: { [withNul]: nulRefused(withNul) } });
    return metadata.type === 'param' ? value : super.transform(value, metadata);
  }
}

/**
 * whitelist + forbidNonWhitelisted + transform; a failure is a 400 whose `error` is the first
 * message (the one a form shows), whose `details` lists them all and whose `errors` gives each
 * field's first message by field.
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
      return new ApiError(HttpStatus.BAD_REQUEST, messages[0] ?? 'Invalid request', { details: messages, errors: fieldErrorsOf(errors) });
    },
  });
}
