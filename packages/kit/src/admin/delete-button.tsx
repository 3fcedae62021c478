import { Trash } from "@medusajs/icons"
import { IconButton } from "@medusajs/ui"

type DeleteButtonProps = { label: string; disabled?: boolean; onClick: () => void }

/** A small trash-can button; `label` names what it deletes for screen readers and tests. */
export const DeleteButton = ({ label, disabled, onClick }: DeleteButtonProps) => (
  <IconButton size="small" variant="transparent" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
    <Trash />
  </IconButton>
)
