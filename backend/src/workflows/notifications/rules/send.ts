import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import type { CreateNotificationDTO, INotificationModuleService, Logger, RemoteQueryFunction } from "@medusajs/framework/types"
import { placeNamesInBengali, smsNumber } from "@chaka/bd-commerce/api"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { parseEnv } from "../../../lib/config/env"
import { isSmsKind, type OrderNoticeKind } from "../../../modules/notification-templates/kinds"
import type { OrderNoticeData } from "../../../modules/notification-templates/order-notice"
import { renderSms } from "../../../modules/notification-templates/render"
import { textsFor } from "../../../modules/notification-templates/languages"
import type { NotificationTexts } from "../../../modules/notification-templates/texts"
import { customerLanguage } from "../../accounts/rules/language"
import { LANGUAGE_LOCALE, languageOfLocale, type ShopLanguage } from "../../../lib/languages/shop-language"
import { HELD_BACK_SMS_CHANNEL } from "../../../lib/config/held-back-sms"
import { HELD_BACK_REASONS } from "./held-back"
import { contactLine, currentShopIdentity } from "../../shop/rules/shop-identity"

type OrderKind = OrderNoticeKind

/** The storefront's page for one order (storefront/src/app/routes.ts: my-account/my-order/:id). */
export const ORDER_PAGE_PATH = "/my-account/my-order/"

export type Channel = "email" | "sms"

type Fulfillment = {
  id: string
  canceled_at?: string | null
  shipped_at?: string | null
  metadata?: Record<string, unknown> | null
  labels?: { tracking_number?: string | null }[] | null
}

type OrderRow = {
  id: string
  display_id?: number | null
  email?: string | null
  currency_code: string
  total?: unknown
  item_subtotal?: unknown
  item_total?: unknown
  shipping_total?: unknown
  items?:
    | {
        product_id?: string | null
        title?: string | null
        product_title?: string | null
        variant_title?: string | null
        quantity?: unknown
        total?: unknown
        adjustments?: ({ code?: string | null } | null)[] | null
      }[]
    | null
  shipping_methods?: ({ adjustments?: ({ code?: string | null } | null)[] | null } | null)[] | null
  shipping_address?: {
    first_name?: string | null
    last_name?: string | null
    phone?: string | null
    address_1?: string | null
    address_2?: string | null
    city?: string | null
    province?: string | null
  } | null
  customer?: { first_name?: string | null; metadata?: Record<string, unknown> | null } | null
  /** The language the order was placed in (Medusa's BCP 47 `locale`: "bn-BD"), set at checkout. */
  locale?: string | null
  fulfillments?: Fulfillment[] | null
  payment_collections?: ({ payments?: ({ provider_id?: string | null; data?: Record<string, unknown> | null } | null)[] | null } | null)[] | null
  deleted_at?: string | Date | null
}

const ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "currency_code",
  "total",
  "item_subtotal",
  "item_total",
  "shipping_total",
  "items.product_id",
  "items.title",
  "items.product_title",
  "items.variant_title",
  "items.quantity",
  "items.total",
  "items.adjustments.code",
  "shipping_methods.adjustments.code",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.phone",
  "shipping_address.address_1",
  "shipping_address.address_2",
  "shipping_address.city",
  "shipping_address.province",
  "customer.first_name",
  "customer.metadata",
  "locale",
  "fulfillments.id",
  "fulfillments.canceled_at",
  "fulfillments.shipped_at",
  "fulfillments.metadata",
  "fulfillments.labels.tracking_number",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.data",
  "deleted_at",
]

/**
 * What this helper uses of the Notification module. Its generated list method filters on any
 * column; INotificationModuleService declares fewer filters (no idempotency_key).
 */
type Notifications = Pick<INotificationModuleService, "createNotifications"> & {
  listNotifications(
    filters: { idempotency_key: string | string[] } | { to: string; channel: Channel; created_at: { $gte: Date } },
    config: { select: string[]; take: number }
  ): Promise<{ id: string; status: string; channel?: string; idempotency_key?: string | null }[]>
}

/**
 * SMS one phone number may receive from the shop in 24 hours. Anyone can register and order to
 * any Bangladeshi number, then cancel: without a cap the shop would text a stranger on demand
 * (and pay for it). A real customer's order sends at most three (placed, shipped, canceled), so
 * five leaves room for a second order the same day.
 */
export const SMS_PER_NUMBER_PER_DAY = 5
const DAY_MS = 24 * 60 * 60 * 1000

export type NotifyOrderInput = {
  orderId: string
  kind: OrderKind
  /** The event that triggered it (stored as the notification's trigger_type). */
  trigger: string
  /** The fulfillment a shipment or delivery event named: its courier and tracking number are shown. */
  fulfillmentId?: string
}

export type NotifyOptions = {
  /** Waits before each further attempt (NOTIFICATION_RETRY_MS); one attempt more than waits. */
  retryMs?: number[]
  storefrontUrl?: string
}

let settings: { retryMs: number[]; storefrontUrl: string } | undefined
/** Read from the environment once (it does not change while the server runs). */
function envSettings() {
  if (!settings) {
    const env = parseEnv(process.env, { requireDatabase: false })
    settings = { retryMs: env.notifications.retryMs, storefrontUrl: env.storefrontUrl }
  }
  return settings
}

const amount = (value: unknown) => Number(value ?? 0)

/** A value cut to the template's limit (order-notice.ts), so one long field does not stop a message. */
const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value)
const cutOrNull = (value: string | null | undefined, max: number) => (value ? cut(value, max) : null)

const words = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ")

/**
 * The language a customer is told about their order in: the one they chose (their account's,
 * workflows/accounts/rules/language.ts), else the one the order was placed in (its `locale`, from the
 * checkout), else English.
 */
export const noticeLanguage = (order: Pick<OrderRow, "customer" | "locale">): ShopLanguage =>
  customerLanguage(order.customer?.metadata) ?? languageOfLocale(order.locale) ?? "en"

/** Each product's name in a language, by product id (Medusa's Translation module). */
export type ProductTitles = Readonly<Record<string, string>>

/**
 * The delivery address on one line, road first: its thana, district and division in the
 * notice's language (stored in their official English spelling; bd-commerce's list has the
 * Bengali), the road as the customer typed it.
 */
function addressLine(address: NonNullable<OrderRow["shipping_address"]>, language: ShopLanguage): string {
  const stored = { thana: address.address_2, district: address.city, division: address.province }
  const places = language === "bn" ? placeNamesInBengali(stored) : stored
  return words(address.address_1, places.thana, places.district, places.division)
}

/**
 * What the templates show of an order (modules/notification-templates/order-notice.ts): its number, lines,
 * subtotal, delivery charge and total, the delivery address, its page on the storefront, the
 * live shipment's courier and tracking number, and the language it is told in. Small and free of
 * secrets: the Notification module stores it with the row.
 */
export function orderNotificationData(order: OrderRow, storefrontUrl: string, fulfillmentId?: string, titles: ProductTitles = {}): OrderNoticeData {
  const language = noticeLanguage(order)
  const live = (order.fulfillments ?? []).filter((f) => !f.canceled_at)
  const fulfillment = live.find((f) => f.id === fulfillmentId) ?? live.filter((f) => f.shipped_at).at(-1) ?? null
  const courier = fulfillment?.metadata?.courier
  const address = order.shipping_address
  // Texts typed in the dashboard or at checkout are cut to the template's limits (order-notice.ts)
  // rather than failing the whole message.
  return {
    orderNumber: order.display_id ?? order.id,
    customerName: cut((address?.first_name || order.customer?.first_name || "").trim(), 200),
    items: (order.items ?? []).slice(0, 500).map((item) => ({
      // One name per line, in the notice's language (`titles`), else the one the line was stored with.
      title: cut((item.product_id && titles[item.product_id]) || item.product_title || item.title || "", 500),
      quantity: amount(item.quantity),
      total: amount(item.total),
    })),
    subtotal: amount(order.item_subtotal),
    ...discountOf(order),
    delivery: amount(order.shipping_total),
    total: amount(order.total),
    orderUrl: `${storefrontUrl.replace(/\/$/, "")}${ORDER_PAGE_PATH}${encodeURIComponent(order.id)}`,
    courier: typeof courier === "string" ? cutOrNull(courier.trim(), 200) : null,
    trackingNumber: cutOrNull(fulfillment?.labels?.find((label) => label.tracking_number)?.tracking_number, 200),
    address: address ? cutOrNull(addressLine(address, language), 2_000) : null,
    paymentMethod: paymentMethod(order, textsFor(language)),
    language,
  }
}

/**
 * What promotions took off the products (item_subtotal − item_total: Subtotal − Discount +
 * Delivery = Total, the delivery already after its own discount) and the codes the customer
 * entered for any of them, as Medusa's adjustments name them.
 */
function discountOf(order: OrderRow): { discount: number; discountCodes: string[] } {
  const discount = Math.max(0, amount(order.item_subtotal) - amount(order.item_total ?? order.item_subtotal))
  const adjustments = [...(order.items ?? []), ...(order.shipping_methods ?? [])].flatMap((line) => line?.adjustments ?? [])
  const codes = [...new Set(adjustments.map((adjustment) => adjustment?.code?.trim()).filter((code): code is string => Boolean(code)))]
  return { discount, discountCodes: codes.slice(0, 20).map((code) => cut(code, 64)) }
}

/** How the order was paid, in the notification's words: bKash with its transaction id, else cash on delivery (the shop's other way). */
function paymentMethod(order: OrderRow, texts: NotificationTexts): string {
  const payment = (order.payment_collections ?? [])
    .flatMap((collection) => collection?.payments ?? [])
    .find((p) => p?.provider_id === BKASH_PAYMENT_PROVIDER_ID)
  if (!payment) return texts.order.cashOnDelivery
  const trxId = payment.data?.trxID
  return texts.order.bkash(typeof trxId === "string" ? cut(trxId, 40) : undefined)
}

/** The notification for one (order, kind, channel): Medusa's module sends a key once, and sends a failed one again. */
export const orderNotificationKey = (orderId: string, kind: OrderKind, channel: Channel) => `order:${orderId}:${kind}:${channel}`

/**
 * Tells the customer about a step of their order: an email, and an SMS for placed, shipped and
 * canceled when the delivery address has a Bangladeshi mobile number, the customer has not
 * turned SMS off (customer.metadata.sms_opt_out) and the number is under its daily cap
 * (SMS_PER_NUMBER_PER_DAY): an SMS over the cap is recorded as held back, with its reason, under
 * the key it would have been sent with (so it is listed, never sent later, and recorded once).
 * Each message is keyed by order, kind and channel, so an event heard twice sends once, and each
 * is built and sent on its own: one that cannot be built or sent does not stop the other. The first attempt is awaited; a failed one is tried again after each
 * wait in NOTIFICATION_RETRY_MS in the background (the event bus must not wait for a silent mail
 * server), then left recorded as failed. Never throws: a subscriber's failure must not touch
 * the order, so everything is logged instead.
 */
export async function notifyOrder(container: MedusaContainer, input: NotifyOrderInput, options: NotifyOptions = {}): Promise<void> {
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  try {
    const notifications = container.resolve<Notifications | undefined>(Modules.NOTIFICATION, { allowUnregistered: true })
    if (!notifications) return logger.warn(`No Notification module is configured: order ${input.orderId} (${input.kind}) was not announced`)
    const retryMs = options.retryMs ?? envSettings().retryMs
    const storefrontUrl = options.storefrontUrl ?? envSettings().storefrontUrl

    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const read = async (withDeleted: boolean) =>
      (await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: input.orderId }, withDeleted })).data[0] as unknown as OrderRow | undefined
    // An order an admin deleted is hidden (soft-deleted) before its order.canceled is heard. It is
    // read with deleted rows only then: withDeleted also brings back an order's removed relations.
    const order = (await read(false)) ?? (await read(true))
    if (!order) return logger.warn(`Order ${input.orderId} was not found: its ${input.kind} notification was not sent`)
    if (order.deleted_at && !(await toldPlaced(notifications, order.id))) {
      // A checkout interrupted after the order was made withdraws it (cancel, then hide): the
      // customer never heard of that order, so they are not told it was canceled.
      return logger.info(`Order ${order.id} was withdrawn before the customer was told of it: no ${input.kind} notification`)
    }

    const titles = await productTitles(query, order, noticeLanguage(order))
    const contact = contactLine(await currentShopIdentity(container))
    const view: Record<string, unknown> = {
      ...orderNotificationData(order, storefrontUrl, input.fulfillmentId, titles),
      ...(contact ? { shopContact: cut(contact, 300) } : {}),
    }
    const common = { template: input.kind, data: view, trigger_type: input.trigger, resource_type: "order", resource_id: order.id }
    const sends: Promise<void>[] = []
    if (order.email) {
      sends.push(
        deliver(
          notifications,
          { ...common, to: order.email, channel: "email", idempotency_key: orderNotificationKey(order.id, input.kind, "email") },
          retryMs,
          logger
        )
      )
    }
    const phone = smsNumber(order.shipping_address?.phone)
    if (isSmsKind(input.kind) && phone && order.customer?.metadata?.sms_opt_out !== true) {
      sends.push(
        (async () => {
          const key = orderNotificationKey(order.id, input.kind, "sms")
          try {
            if (await overSmsCap(notifications, phone, key)) {
              logger.warn(`Notification ${key}: the number has had ${SMS_PER_NUMBER_PER_DAY} SMS in 24 hours; no SMS sent, recorded as held back`)
              // The held-back channel's provider sends nothing (src/modules/notification-held-back): the row
              // takes the SMS's key, so a retry of the event finds it and the SMS never goes out later.
              const heldBack = { ...common, data: { reason: HELD_BACK_REASONS.dailySmsLimit }, to: phone, channel: HELD_BACK_SMS_CHANNEL, idempotency_key: key }
              return await deliver(notifications, heldBack, [], logger)
            }
            // The plugin's SMS provider knows no templates: it sends the text it is given (in the data's language).
            const text = renderSms(input.kind, view)
            await deliver(notifications, { ...common, to: phone, channel: "sms", content: { text }, idempotency_key: key }, retryMs, logger)
          } catch (error) {
            logger.error(`Order ${order.id}: the ${input.kind} SMS failed: ${brief(error)}`)
          }
        })()
      )
    }
    await Promise.all(sends)
  } catch (error) {
    logger.error(`Order ${input.orderId}: the ${input.kind} notification failed: ${brief(error)}`)
  }
}

/**
 * The order's products named in the notice's language. A line keeps the name it was given in the
 * language the cart had, which need not be the customer's (they ordered from a Bangla page, their
 * account says English): the names are read again, in English without a locale. A product since
 * deleted, or a failed read, leaves the stored names.
 */
async function productTitles(query: Pick<RemoteQueryFunction, "graph">, order: OrderRow, language: ShopLanguage): Promise<ProductTitles> {
  const ids = [...new Set((order.items ?? []).map((item) => item.product_id).filter((id): id is string => Boolean(id)))]
  if (!ids.length) return {}
  try {
    // English is the original: read without a locale.
    const options = language === "en" ? {} : { locale: LANGUAGE_LOCALE[language] }
    const { data } = await query.graph({ entity: "product", fields: ["id", "title"], filters: { id: ids } }, options)
    return Object.fromEntries(
      (data as { id: string; title?: string | null }[]).filter((product) => product.title).map((product) => [product.id, product.title as string])
    )
  } catch {
    return {}
  }
}

/** Whether the customer was sent (or at least was being sent) the order-placed notice: a held-back SMS told them nothing. */
async function toldPlaced(notifications: Notifications, orderId: string): Promise<boolean> {
  const keys = [orderNotificationKey(orderId, "order-placed", "email"), orderNotificationKey(orderId, "order-placed", "sms")]
  const rows = await notifications.listNotifications({ idempotency_key: keys }, { select: ["id", "channel"], take: 2 })
  return rows.some((row) => row.channel !== HELD_BACK_SMS_CHANNEL)
}

/** Whether the number has had its day's SMS; a message already recorded (a retry) is not a new one. */
async function overSmsCap(notifications: Notifications, phone: string, key: string): Promise<boolean> {
  const since = new Date(Date.now() - DAY_MS)
  const rows = await notifications.listNotifications(
    { to: phone, channel: "sms", created_at: { $gte: since } },
    { select: ["id", "idempotency_key"], take: SMS_PER_NUMBER_PER_DAY + 1 }
  )
  if (rows.some((row) => row.idempotency_key === key)) return false
  return rows.length >= SMS_PER_NUMBER_PER_DAY
}

/**
 * An error as one short log line: its last line (Medusa prefixes "Failed to send notification…"),
 * cut at 300 characters (a database error carries its whole SQL statement).
 */
const brief = (error: unknown) => {
  const line =
    String((error as Error | undefined)?.message ?? error)
      .split("\n")
      .pop() ?? ""
  return line.length > 300 ? `${line.slice(0, 300)}…` : line
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Deliveries under way in this process, by key, as the promise of their first attempt: the same
 * event heard twice at once (Medusa may hand a subscriber one event more than once) waits for
 * that attempt instead of racing it.
 */
const inFlight = new Map<string, Promise<void>>()
/** Every delivery not yet finished, retries included (notificationsSettled). */
const pending = new Set<Promise<void>>()

/** Resolves once every delivery this process has started is finished, retries included (tests, shutdown). */
export async function notificationsSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending])
}

/** One message: resolves after its first attempt; further attempts continue in the background. */
function deliver(notifications: Notifications, message: CreateNotificationDTO, retryMs: number[], logger: Logger): Promise<void> {
  const key = message.idempotency_key!
  const running = inFlight.get(key)
  if (running) return running
  let firstDone!: () => void
  const first = new Promise<void>((resolve) => (firstDone = resolve))
  const all: Promise<void> = attempts(notifications, message, retryMs, logger, firstDone)
    .catch((error: Error) => logger.error(`Notification ${key} failed: ${brief(error)}`))
    .finally(() => {
      firstDone()
      inFlight.delete(key)
      pending.delete(all)
    })
  inFlight.set(key, first)
  pending.add(all)
  return first
}

async function attempts(notifications: Notifications, message: CreateNotificationDTO, retryMs: number[], logger: Logger, firstDone: () => void): Promise<void> {
  const key = message.idempotency_key!
  let lastError: Error | undefined
  for (let attempt = 0; attempt <= retryMs.length; attempt++) {
    if (attempt > 0) {
      firstDone()
      await sleep(retryMs[attempt - 1])
    }
    const [existing] = await notifications.listNotifications({ idempotency_key: key }, { select: ["id", "status"], take: 1 })
    // Sent already, or being sent by another delivery of the same event.
    if (existing && existing.status !== NotificationStatus.FAILURE) return
    try {
      // Medusa re-sends a failed key under a fresh id it then cannot find to update; giving the
      // stored row's id makes the retry update that row (notification-module-service.js).
      await notifications.createNotifications({ ...message, ...(existing ? { id: existing.id } : {}) } as CreateNotificationDTO)
      return
    } catch (error) {
      lastError = error as Error
      logger.warn(`Notification ${key}: attempt ${attempt + 1} of ${retryMs.length + 1} failed: ${brief(lastError)}`)
    }
  }
  logger.error(`Notification ${key} was not sent after ${retryMs.length + 1} attempts: ${brief(lastError)}`)
}
