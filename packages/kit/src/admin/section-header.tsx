import { Heading, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

type SectionHeaderProps = { title: string; description?: string; level?: "h1" | "h2"; action?: ReactNode }

export const SectionHeader = ({ title, description, level = "h2", action }: SectionHeaderProps) => (
  <div className="flex items-center justify-between gap-x-4 px-6 py-4">
    <div>
      <Heading level={level}>{title}</Heading>
      {description ? (
        <Text size="small" className="text-ui-fg-subtle">
          {description}
        </Text>
      ) : null}
    </div>
    {action}
  </div>
)
