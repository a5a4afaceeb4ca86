import { Body, Controller, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { LimitPerAddress } from '../common/http/rate-limits';
import { DEMO_SUBMISSION_WINDOW_MS, DEMO_SUBMISSIONS_PER_WINDOW } from './demo.limits';
import { DemoService } from './demo.service';
import { CreateDemoSubmissionDto } from './dto/create-demo-submission.dto';
import { DemoSubmittedResponse } from './dto/demo-submission.responses';

/** The public demo form, limited per address with its own numbers and counter. */
@ApiTags('demo-submissions')
@Controller('demo-submissions')
export class DemoController {
  constructor(private readonly demos: DemoService) {}

  @Public()
  @Post()
  @LimitPerAddress({ limit: DEMO_SUBMISSIONS_PER_WINDOW, ttl: DEMO_SUBMISSION_WINDOW_MS })
  @ApiOperation({
    summary: 'Request a demo (stored as pending; admins are alerted by e-mail)',
    description:
      `At most ${DEMO_SUBMISSIONS_PER_WINDOW} submissions per ${DEMO_SUBMISSION_WINDOW_MS / 60_000} minutes per address. ` +
      'The `website` field is a honeypot: when it is filled the answer is the same, but nothing is stored or e-mailed.',
  })
  @ApiResponse({ status: HttpStatus.CREATED, type: DemoSubmittedResponse })
  @ApiBadRequestResponse({ description: 'e.g. "Name, email, and company are required."', type: ErrorResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many submissions from this address', type: ErrorResponse })
  submit(@Body() dto: CreateDemoSubmissionDto) {
    return this.demos.submit(dto);
  }
}
