/**
 * The catalogue index's writes this process has under way (the catalogue-cache subscriber's
 * ingestion of Medusa's events). Medusa hands an event to its subscribers before the request
 * that made the change answers, so a listing read that first waits for these sees every change
 * made through this process: an admin's edit is on the very next read. Writes made in another
 * process (a worker on Redis) reach the index a few milliseconds after their answer.
 */
type Pending = Set<Promise<unknown>>

// On globalThis: subscribers and routes may load this file through different paths.
const pending: Pending = ((globalThis as { __chakaCatalogueIndexWrites?: Pending }).__chakaCatalogueIndexWrites ??= new Set())

export function trackIndexWrite<T>(write: Promise<T>): Promise<T> {
  pending.add(write)
  const forget = () => void pending.delete(write)
  write.then(forget, forget)
  return write
}

export async function indexWritesSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending])
}
