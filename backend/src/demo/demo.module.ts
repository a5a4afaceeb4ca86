import { Module } from '@nestjs/common';
import { AdminDemoController } from './admin-demo.controller';
import { DemoController } from './demo.controller';
import { DemoRetentionService } from './demo-retention.service';
import { DemoService } from './demo.service';

@Module({
  controllers: [DemoController, AdminDemoController],
  providers: [DemoService, DemoRetentionService],
  exports: [DemoService],
})
export class DemoModule {}
