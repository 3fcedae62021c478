import type { SmsKind } from "./kinds"
import type { OrderNoticeData } from "./order-notice"
import type { NotificationTexts, OrderTextValues } from "./texts"
import { isGsm7, smsSegments, toGsm7 } from "./gsm7"

/** A courier's name in an SMS: longer ones are cut, so the tracking number still fits. */
export const SMS_COURIER_MAX = 20
/** A tracking number in an SMS: a longer one is left out (the mail has it), never cut short. */
export const SMS_TRACKING_MAX = 40

/** The order's values in an SMS: the courier in the language's alphabet (GSM-7 for English) and cut to fit, money as the language writes it ("Tk" in English). */
function smsValues(data: OrderNoticeData, texts: NotificationTexts): OrderTextValues {
  const courier = data.courier ? shorten(texts.smsText(data.courier), SMS_COURIER_MAX) : ""
  // A tracking number is typed back into a courier's site: shown exactly or not at all.
  const tracking = data.trackingNumber?.trim() ?? ""
  const trackingFits = tracking !== "" && tracking.length <= SMS_TRACKING_MAX && isGsm7(tracking) && toGsm7(tracking) === tracking
  return {
    orderNumber: String(data.orderNumber),
    customerName: "",
    total: texts.smsMoney(data.total),
    discount: data.discount ? texts.smsMoney(data.discount) : null,
    courier: courier || null,
    trackingNumber: trackingFits ? tracking : null,
    orderUrl: data.orderUrl,
  }
}

/** Text cut to at most `max` characters, at a space when there is one ("Sundarban Courier", not "Sundarban Courier Se"). */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max + 1)
  const space = cut.lastIndexOf(" ")
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,.;:(-]+$/, "")
}

/**
 * An order's SMS: the fullest version of its text that fits in the language's parts
 * (texts.smsSegments), so the customer pays for and receives no more: English one GSM-7 message
 * (160 characters), Bangla at most two UCS-2 parts (2 × 67 characters).
 */
export function orderSms(kind: SmsKind, data: OrderNoticeData, texts: NotificationTexts): string {
  const versions = texts.sms[kind](smsValues(data, texts))
  const fitting = versions.find((text) => smsSegments(text) <= texts.smsSegments)
  if (fitting === undefined) {
    throw new Error(
      `The "${kind}" SMS does not fit in ${texts.smsSegments} message(s) (160 GSM-7 or 70 UCS-2 characters each): ${JSON.stringify(versions.at(-1))}`
    )
  }
  return fitting
}
