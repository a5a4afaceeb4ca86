/** The API's records as the console reads them (generated from the OpenAPI document). */
import type { Schema } from '@voosh/api-client';

export type PurchaseRequestRecord = Schema<'PurchaseRequestResponse'>;
export type PurchaseRequestEvent = Schema<'PurchaseRequestEventResponse'>;
export type PaymentRecord = Schema<'PaymentResponse'>;
export type DocumentRecord = Schema<'DocumentResponse'>;
export type DemoRequestRecord = Schema<'DemoSubmissionResponse'>;
export type UserRecord = Schema<'UserResponse'>;
export type ArmRecord = Schema<'AdminArmResponse'>;
export type ProductRecord = Schema<'AdminProductResponse'>;
export type Analytics = Schema<'AnalyticsResponse'>;
export type SettingsRecord = Schema<'SettingsResponse'>;
export type PaymentsConfigRecord = Schema<'PaymentsConfigResponse'>;
export type SettingsPatch = Schema<'UpdateSettingsDto'>;
export type ExchangeRatesRecord = Schema<'ExchangeRatesResponse'>;
export type EmailConfigPatch = Schema<'EmailConfigDto'>;
export type TestEmailResult = Schema<'TestEmailResponse'>;
export type ChangePasswordBody = Schema<'ChangePasswordDto'>;
export type RecordOfflinePaymentBody = Schema<'RecordOfflinePaymentDto'>;
export type RefundBody = Schema<'RefundPaymentDto'>;
export type ProfileRecord = Schema<'ProfileResponse'>;
export type ProfilePatch = Schema<'UpdateProfileDto'>;
export type UpdatePurchaseRequestBody = Schema<'UpdatePurchaseRequestDto'>;
export type UpdateDemoRequestBody = Schema<'UpdateDemoSubmissionDto'>;
export type UpdateUserBody = Schema<'UpdateUserDto'>;

/** POST /api/admin/live/ticket (not in the generated types yet). */
export interface LiveTicket {
  ticket: string;
  expiresInSeconds: number;
}
export type PlanRecord = Schema<'PlanResponse'>;
export type PlanChargeRecord = Schema<'PlanChargeResponse'>;
export type PlanLinesBody = Schema<'ChangePlanLinesDto'>;
export type RecordPlanPaymentBody = Schema<'RecordPlanPaymentDto'>;
export type AccountSecurityRecord = Schema<'AccountSecurityResponse'>;
export type AuditEntryRecord = Schema<'AuditEntryResponse'>;
export type GoogleLinkRecord = Schema<'GoogleLinkStatusResponse'>;
