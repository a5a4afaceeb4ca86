import { Body, Controller, Delete, HttpStatus, Param, ParseEnumPipe, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { FOREIGN_CURRENCY_CODES, type ForeignCurrencyCode } from '@voosh/shared';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { ApiError } from '../common/http/api-error';
import { CurrencyService } from './currency.service';
import { ExchangeRatesResponse } from './dto/exchange-rates.response';
import { PinRateDto } from './dto/pin-rate.dto';

const PINNABLE = Object.fromEntries(FOREIGN_CURRENCY_CODES.map((currency) => [currency, currency]));
const currencyParam = new ParseEnumPipe(PINNABLE, {
  exceptionFactory: () => new ApiError(HttpStatus.BAD_REQUEST, `currency must be one of ${FOREIGN_CURRENCY_CODES.join(', ')}`),
});
const ApiCurrencyParam = () => ApiParam({ name: 'currency', enum: FOREIGN_CURRENCY_CODES });

/** Rates set by hand, for when the rates service is wrong or a real move is refused as too large. */
@AdminApi('admin currency')
@Controller('admin/currency/pins')
export class AdminCurrencyController {
  constructor(private readonly currency: CurrencyService) {}

  @Put(':currency')
  @ApiCurrencyParam()
  @ApiOperation({ summary: 'Pin a rate: served (and charged) instead of the fetched one, on every instance, until unpinned' })
  @ApiOkResponse({ type: ExchangeRatesResponse, description: 'The rates served now' })
  pin(@Param('currency', currencyParam) currency: ForeignCurrencyCode, @Body() dto: PinRateDto): Promise<ExchangeRatesResponse> {
    return this.currency.pin(currency, dto.rate);
  }

  @Delete(':currency')
  @ApiCurrencyParam()
  @ApiOperation({ summary: 'Unpin a rate: the fetched rate is served again (answered even when it was not pinned)' })
  @ApiOkResponse({ type: ExchangeRatesResponse, description: 'The rates served now' })
  unpin(@Param('currency', currencyParam) currency: ForeignCurrencyCode): Promise<ExchangeRatesResponse> {
    return this.currency.pin(currency, null);
  }
}
