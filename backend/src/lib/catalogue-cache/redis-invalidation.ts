import { randomUUID } from "node:crypto"
import Redis from "ioredis"
import { INVALIDATION_CHANNEL, readInvalidation, type InvalidationMessage } from "@chaka/rules"
import type { Invalidation, ResponseCache } from "./response-cache"

/**
 * Several server instances behind a load balancer each keep their own catalogue cache; a
 * write reaches one of them, and an event may be handled by a worker that keeps none. Each
 * invalidation is published on Redis with its tags so every instance forgets the same answers
 * (within the time a Redis message takes, a few milliseconds). While this instance is not
 * subscribed it could miss one, so its cache stays off until the subscription is back.
 */
export function shareInvalidations(cache: ResponseCache, redisUrl: string): { close: () => void } {
  const instance = randomUUID()
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  const subscriber = new Redis(redisUrl)
  for (const client of [publisher, subscriber]) {
    client.on("error", (error) => console.error(`catalogue cache: Redis ${error.message}`))
  }
  cache.setActive(false)
  subscriber.on("ready", () => {
    subscriber.subscribe(INVALIDATION_CHANNEL).then(
      () => cache.setActive(true),
      () => cache.setActive(false)
    )
  })
  for (const lost of ["close", "reconnecting", "end"]) subscriber.on(lost, () => cache.setActive(false))
  subscriber.on("message", (_channel: string, message: string) => {
    const { sender, forgot } = readInvalidation(message)
    if (sender !== instance) cache.invalidateFromPeer(forgot)
  })
  cache.onInvalidate((forgot) => {
    const message = JSON.stringify({ sender: instance, forgot } satisfies InvalidationMessage)
    // One retry; then the other instances may keep stale answers until their maximum age: say so.
    void publisher
      .publish(INVALIDATION_CHANNEL, message)
      .catch(() => new Promise((resolve) => setTimeout(resolve, 200)).then(() => publisher.publish(INVALIDATION_CHANNEL, message)))
      .catch((error: Error) =>
        console.error(`catalogue cache: could not tell the other instances what changed (${error.message}); they show it within 5 minutes`)
      )
  })
  return { close: () => [publisher, subscriber].forEach((client) => client.disconnect()) }
}

/**
 * For a process that keeps no cache of its own (the worker): tells the servers over Redis.
 * Returns the function that publishes.
 */
export function invalidationPublisher(redisUrl: string): ((forgot: Invalidation) => Promise<void>) & { close: () => void } {
  const instance = randomUUID()
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true })
  publisher.on("error", (error) => console.error(`catalogue cache: Redis ${error.message}`))
  const publish = async (forgot: Invalidation) => {
    const message: InvalidationMessage = { sender: instance, forgot }
    await publisher.publish(INVALIDATION_CHANNEL, JSON.stringify(message))
  }
  return Object.assign(publish, { close: () => publisher.disconnect() })
}
