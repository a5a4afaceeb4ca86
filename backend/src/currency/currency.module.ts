import { Module } from '@nestjs/common';
import { AdminCurrencyController } from './admin-currency.controller';
import { CurrencyController } from './currency.controller';
import { CurrencyService } from './currency.service';

@Module({
  controllers: [CurrencyController, AdminCurrencyController],
  providers: [CurrencyService],
  exports: [CurrencyService],
})
export class CurrencyModule {}
