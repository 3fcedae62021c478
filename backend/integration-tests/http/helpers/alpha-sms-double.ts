import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A stand-in for Alpha SMS (sms.net.bd) following its documented API, https://sms.net.bd/api :
 * `POST /sendsms` with form fields `api_key`, `msg`, `to`, optional `sender_id`; it answers
 * `{ "error": 0, "msg": "Request successfully submitted", "data": { "request_id": n } }`, or an
 * error code with its message. Every request is recorded, the refused ones too.
 */
export type SmsRequest = { api_key: string; msg: string; to: string; sender_id?: string }

export async function startAlphaSmsDouble(apiKey: string, port = 0) {
  const requests: SmsRequest[] = []
  let refuse: { error: number; msg: string } | null = null
  let nextId = 1000
  const server: Server = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      const answer = (status: number, json: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json))
      if (req.method !== "POST" || req.url !== "/sendsms") return answer(404, { error: 404, msg: "Not found" })
      const form = Object.fromEntries(new URLSearchParams(body)) as SmsRequest
      requests.push(form)
      // The gateway answers 200 with an error code in the body.
      if (form.api_key !== apiKey) return answer(200, { error: 405, msg: "Authorization required" })
      if (!/^8801[3-9]\d{8}$/.test(form.to)) return answer(200, { error: 416, msg: "No valid number found" })
      if (refuse) return answer(200, refuse)
      answer(200, { error: 0, msg: "Request successfully submitted", data: { request_id: nextId++ } })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** From now on every message is refused with this answer (null: accepted again). */
    refuseWith(answer: { error: number; msg: string } | null) {
      refuse = answer
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
