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

/** Resolves when `work` settles or `ms` have passed, whichever comes first. */
async function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms).unref()))])
  clearTimeout(timer)
}

/** For a listing read: the writes under way when it began, for at most READ_WAIT_MS. */
export async function indexWritesSettled(): Promise<void> {
  if (pending.size) await atMost(Promise.allSettled([...pending]), READ_WAIT_MS)
}

/** For a seed, a test or a stopping server: until no write is left, or for at most `ms`. */
export async function allIndexWritesDone(ms = Infinity): Promise<void> {
  const all = (async () => {
    while (pending.size) await Promise.allSettled([...pending])
  })()
  await (ms === Infinity ? all : atMost(all, ms))
}
