import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_TERMS_DAYS } from '@voosh/shared';
import { CompanyMemberResponse } from '../../companies/dto/company.response';

/** A customer company as the console lists and shows it (the same in both): its members, its terms and rules, and what it owes. */
export class AdminCompanyResponse {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Blue Mountain Coffee Ltd' }) name!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ example: 3 }) memberCount!: number;
  @ApiProperty({ type: [String], example: ['grace@bluemountain.example'], description: "Its owners' e-mail addresses" })
  owners!: string[];
  @ApiProperty({
    type: Number,
    nullable: true,
    enum: PAYMENT_TERMS_DAYS,
    description: "Days to pay an invoice; null: the shop's standard terms",
  })
  paymentTermsDays!: number | null;
  @ApiProperty({ description: 'Whether the deposit follows the terms too (else it is due on receipt)' }) depositOnTerms!: boolean;
  @ApiProperty({ type: Number, nullable: true }) approvalThresholdCents!: number | null;
  @ApiProperty() poNumberRequired!: boolean;
  @ApiProperty({ description: 'What its approved requests and open monthly invoices still ask (USD cents)' }) openBalanceCents!: number;
  @ApiProperty({ description: 'Of which on invoices past their due date (USD cents)' }) overdueBalanceCents!: number;
  @ApiProperty({ type: [CompanyMemberResponse] }) members!: CompanyMemberResponse[];
}
