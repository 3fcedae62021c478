import { randomUUID } from "node:crypto"
import Redis from "ioredis"
import type { ResponseCache } from "./response-cache"

const CHANNEL = "chaka:catalogue-cache:invalidate"

/**
 * Several server instances behind a load balancer each keep their own catalogue cache; an
 * admin's edit reaches one of them. Each invalidation is published on Redis so the others
 * forget too (within the time a Redis message takes, a few milliseconds). While this instance
 * is not subscribed it could miss one, so its cache stays off until the subscription is back.
 */
export function shareInvalidations(cache: ResponseCache, redisUrl: string): void {
  const instance = randomUUID()
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  const subscriber = new Redis(redisUrl)
  for (const client of [publisher, subscriber]) {
    client.on("error", (error) => console.error(`catalogue cache: Redis ${error.message}`))
  }
  cache.setActive(false)
  subscriber.on("ready", () => {
    subscriber.subscribe(CHANNEL).then(
      () => cache.setActive(true),
      () => cache.setActive(false)
    )
  })
  for (const lost of ["close", "reconnecting", "end"]) subscriber.on(lost, () => cache.setActive(false))
  subscriber.on("message", (_channel: string, sender: string) => {
    if (sender !== instance) cache.invalidateFromPeer()
  })
  cache.onInvalidate(() => void publisher.publish(CHANNEL, instance).catch(() => undefined))
}
