import { readdir, readFile } from "node:fs/promises"
import path from "node:path"

/*
 * Signing in by mobile number in a suite, as phone-sign-in.spec.ts does: without an SMS gateway
 * the codes go to the outbox folder (modules/notification-outbox), where they are read.
 */

type Api = { post: (url: string, body?: unknown, config?: object) => Promise<{ status: number; data: any }> }

/** A fresh number (the per-number code limits would otherwise carry over), as 01XXXXXXXXX; `prefix` keeps suites apart. */
let serial = 0
export const freshNumber = (prefix = "019") => `${prefix}${String(Date.now() % 1e5).padStart(5, "0")}${String(serial++ % 1000).padStart(3, "0")}`

/** A caller's address of its own (Medusa trusts one proxy: X-Forwarded-For), so the per-address code limit is its own. */
export const freshAddress = () => `10.${serial % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

/** The code of the last SMS the outbox holds for a local number (sent to 8801…). */
export async function lastCode(number: string): Promise<string> {
  const outbox = process.env.NOTIFICATION_OUTBOX_DIR!
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.includes("-sms-phone-otp-code-")).sort()
  const texts = await Promise.all(names.map((name) => readFile(path.join(outbox, name), "utf8")))
  const last = texts.filter((text) => text.startsWith(`To: 88${number}\n`)).at(-1)
  const code = /\b(\d{6})\b/.exec(last ?? "")?.[1]
  if (!code) throw new Error(`no code in the outbox for ${number}`)
  return code
}

/** Signs in (up, the first time) with the number through the phone-otp routes: the token. */
export async function phoneSignIn(api: Api, number: string, name = "Rahim Uddin"): Promise<string> {
  const from = { headers: { "x-forwarded-for": freshAddress() } }
  await api.post("/auth/customer/phone-otp/code", { phone: number }, from)
  const { data } = await api.post("/auth/customer/phone-otp", { phone: number, code: await lastCode(number), name }, from)
  return data.token as string
}
