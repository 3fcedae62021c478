import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  CreateAccountHolderInput,
  CreateAccountHolderOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { AbstractPaymentProvider, PaymentSessionStatus } from "@medusajs/framework/utils"
import { randomUUID } from "node:crypto"
import { COD_PROVIDER_IDENTIFIER } from "@chaka/rules"

/**
 * Cash on delivery. Nothing is charged online: the payment is authorized when the customer
 * places the order (so Medusa can complete the cart) and captured when the shop collects the
 * cash — an admin capturing it in the dashboard, or the order being marked delivered
 * (subscribers/capture-cod-on-delivery.ts). No outside service is called.
 */
export default class CashOnDeliveryProviderService extends AbstractPaymentProvider {
  static identifier = COD_PROVIDER_IDENTIFIER

  // Declared so the class can be constructed by Medusa's loader (its parent's is protected).
  constructor(container: Record<string, unknown>, options: Record<string, unknown> = {}) {
    super(container, options)
  }

  async initiatePayment(_input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return { id: `cod_${randomUUID()}`, status: PaymentSessionStatus.PENDING, data: { method: "cash_on_delivery" } }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return { status: PaymentSessionStatus.AUTHORIZED, data: { ...input.data, authorized_at: new Date().toISOString() } }
  }

  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: { ...input.data, collected_at: new Date().toISOString() } }
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: input.data }
  }

  /** Cash handed back by the shop; there is nothing to call. */
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    return { data: input.data }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: input.data }
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const collected = Boolean(input.data?.collected_at)
    const authorized = Boolean(input.data?.authorized_at)
    const status = collected ? PaymentSessionStatus.CAPTURED : authorized ? PaymentSessionStatus.AUTHORIZED : PaymentSessionStatus.PENDING
    return { status, data: input.data }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: input.data }
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data: input.data }
  }

  /**
   * Medusa keeps a per-customer record with every provider that supports one (and logs a
   * warning on each checkout for those that do not). Cash needs no account: the customer's
   * own id serves.
   */
  async createAccountHolder({ context }: CreateAccountHolderInput): Promise<CreateAccountHolderOutput> {
    return { id: context.customer.id, data: {} }
  }

  /** Cash on delivery has no payment service to send webhooks. */
  async getWebhookActionAndData(_payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return { action: "not_supported" }
  }
}
