import type { LoaderOptions } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, Module } from "@medusajs/framework/utils"
import { duplicateWarning, findEmailDuplicates, findUnprovenAccounts, unprovenWarning } from "./find-duplicates"

export const IDENTITY_CHECK_MODULE = "identityCheck"

/**
 * At every boot, logs one warning per group of customer accounts or password sign-ins whose
 * emails differ only in letter case (made before the shop normalised emails), and one per
 * customer account whose email none of its sign-ins proved (an email squat made before emails
 * were bound to sign-ins). It reads the
 * tables through the shared database connection: a module cannot call other modules, and a
 * loader is Medusa's place for work at start-up. Never changes data; a database without those
 * tables yet (before the first migration) is skipped.
 */
export async function reportEmailDuplicates({ container }: LoaderOptions) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    const groups = await findEmailDuplicates(pg)
    for (const group of groups) logger.warn(duplicateWarning(group))
    for (const account of await findUnprovenAccounts(pg)) logger.warn(unprovenWarning(account))
  } catch (error) {
    logger.debug?.(`Email duplicate check skipped: ${(error as Error).message}`)
  }
}

class IdentityCheckService {}

export default Module(IDENTITY_CHECK_MODULE, { service: IdentityCheckService, loaders: [reportEmailDuplicates] })
