import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { CurrencyService } from './currency.service';
import { ExchangeRatesResponse } from './dto/exchange-rates.response';

/** Browsers get the rates here and never call the rates service themselves. */
@ApiTags('currency')
@Public()
@Controller('currency')
export class CurrencyController {
  constructor(private readonly currency: CurrencyService) {}

  @Get('rates')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'USD-based exchange rates for the display currencies (refreshed hourly by the server)' })
  @ApiOkResponse({
    type: ExchangeRatesResponse,
    headers: { 'Cache-Control': { description: 'public, max-age=300', schema: { type: 'string' } } },
  })
  rates(): ExchangeRatesResponse {
    return this.currency.rates();
  }
}
