import { EmailCode } from '../auth/entities/email-code.entity';
import { LoginThrottle } from '../auth/entities/login-throttle.entity';
import { Arm } from '../catalog/entities/arm.entity';
import { PrebuiltPackage } from '../catalog/entities/prebuilt-package.entity';
import { PriceExample } from '../catalog/entities/price-example.entity';
import { Product } from '../catalog/entities/product.entity';
import { Tier } from '../catalog/entities/tier.entity';
import { OutboxMessage } from '../mail/entities/outbox-message.entity';
import { User } from '../users/entities/user.entity';

/** Every entity, listed explicitly: no folder scanning, so dist and ts-jest behave the same. */
export const ENTITIES = [User, EmailCode, LoginThrottle, Arm, Product, Tier, PrebuiltPackage, PriceExample, OutboxMessage];
