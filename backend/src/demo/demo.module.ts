import { Module } from '@nestjs/common';
import { AdminDemoController } from './admin-demo.controller';
import { DemoController } from './demo.controller';
import { DemoService } from './demo.service';

@Module({
  controllers: [DemoController, AdminDemoController],
  providers: [DemoService],
  exports: [DemoService],
})
export class DemoModule {}
