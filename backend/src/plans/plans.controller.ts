import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { PlanResponse } from './dto/plan.responses';
import { PlansService } from './plans.service';

@ApiTags('plans')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  @ApiOperation({ summary: "The customer's monthly plans, newest first, each with its lines and months" })
  @ApiOkResponse({ type: [PlanResponse] })
  mine(@CurrentUser() user: User): Promise<PlanResponse[]> {
    return this.plans.mine(user);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One plan: the owner’s, or any for an admin' })
  @ApiOkResponse({ type: PlanResponse })
  @ApiBadRequestResponse({ description: 'Malformed id', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such plan, or not yours', type: ErrorResponse })
  get(@CurrentUser() user: User, @Param('id', IdParam) id: number): Promise<PlanResponse> {
    return this.plans.get(user, id);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The customer ends their plan with the current period: nothing more is charged' })
  @ApiOkResponse({ type: PlanResponse })
  @ApiBadRequestResponse({ description: 'Malformed id', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such plan, or not yours', type: ErrorResponse })
  @ApiConflictResponse({ description: 'Already canceled or ending', type: ErrorResponse })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse })
  cancel(@CurrentUser() user: User, @Param('id', IdParam) id: number): Promise<PlanResponse> {
    return this.plans.cancelAtPeriodEnd(user, id);
  }
}
