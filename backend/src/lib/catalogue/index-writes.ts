/**
 * The catalogue index's writes this process has under way (the catalogue subscriber's). Medusa
 * hands an event to its subscribers before the request that made the change answers, so a
 * listing read that first waits for these sees every change made through this process: an
 * admin's edit is on the very next read. Writes made in another process (a worker on Redis)
 * reach the index a few milliseconds after their answer.
 */
type Pending = Set<Promise<unknown>>

// On globalThis: subscribers and routes may load this file through different paths.
const pending: Pending = ((globalThis as { __chakaCatalogueIndexWrites?: Pending }).__chakaCatalogueIndexWrites ??= new Set())

/** How long a read waits at most: a slow write (a price list over hundreds of products) must not stall the shop. */
const READ_WAIT_MS = 1_500

export function trackIndexWrite<T>(write: Promise<T>): Promise<T> {
  pending.add(write)
  const forget = () => void pending.delete(write)
  write.then(forget, forget)
  return write
}

/** For a listing read: the writes under way when it began, for at most READ_WAIT_MS. */
export async function indexWritesSettled(): Promise<void> {
  if (!pending.size) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    Promise.allSettled([...pending]),
    new Promise((resolve) => (timer = setTimeout(resolve, READ_WAIT_MS).unref())),
  ])
  clearTimeout(timer)
}

/** For a seed, a test or a shutdown: until no write is left, however long (bounded by the caller). */
export async function allIndexWritesDone(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending])
}
