// The package exports only its module definition; the provider class is where Medusa builds it.
import { InMemoryLockingProvider } from "@medusajs/locking/dist/providers/in-memory"
import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { STOCK_LOCK_WAIT_SECONDS } from "../../lib/config/stock-lock"

/**
 * Medusa's in-memory locking (a shop without Redis), waiting as long as the Redis provider is
 * told to (STOCK_LOCK_WAIT_SECONDS) whenever a caller names no timeout — as
 * `reserveInventoryStep` does. See lib/config/stock-lock.ts for why 5 seconds is too short. The class
 * is imported from the package's dist (it exports only its module), like the emailpass one:
 * re-check the path on a Medusa upgrade.
 */
class PatientInMemoryLocking extends InMemoryLockingProvider {
  static identifier = "in-memory-patient"

  async execute<T>(keys: string | string[], job: (signal?: AbortSignal) => Promise<T>, args?: { timeout?: number; expire?: number }): Promise<T> {
    return super.execute(keys, job, { ...args, timeout: args?.timeout ?? STOCK_LOCK_WAIT_SECONDS })
  }
}

export default ModuleProvider(Modules.LOCKING, { services: [PatientInMemoryLocking] })
