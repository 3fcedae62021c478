import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, TranslationWorkflowEvents } from "@medusajs/framework/utils"
import { CONTENT_TRANSLATION_TAGS } from "@chaka/content/api"
import { idsOf } from "../workflows/catalogue/rules/index-documents"
import { invalidateCatalogue } from "../lib/catalogue-cache/invalidate"

/**
 * A translation of the content plugin's records (news, slides, offers, menus, policy pages)
 * changed, however it was made: the plugin's admin routes already forget their kind's answers
 * as they answer, but Medusa's own /admin/translations (its dashboard's Translations page), a
 * script or the worker only announce it by event. The cached answers of that kind are forgotten
 * in every language (catalogue-cache.ts does the same for the catalogue's records).
 */
export default async function contentTranslationChanged({ event, container }: SubscriberArgs<unknown>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const ids = idsOf(event.data)
    if (!ids.length) return
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "translation", fields: ["reference"], filters: { id: ids }, withDeleted: true })
    const tags = [...new Set((data as { reference: string }[]).map((row) => CONTENT_TRANSLATION_TAGS[row.reference]).filter(Boolean))]
    await invalidateCatalogue(tags)
  } catch (error) {
    logger.error(`The content cache missed ${event.name}: ${(error as Error).message}`)
  }
}

export const config: SubscriberConfig = {
  event: [TranslationWorkflowEvents.CREATED, TranslationWorkflowEvents.UPDATED, TranslationWorkflowEvents.DELETED],
  context: { subscriberId: "content-translation-cache-invalidation" },
}
