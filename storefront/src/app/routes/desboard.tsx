import { redirect } from "react-router"
import { paths } from "../../config/paths"

/** The original shop linked to /desboard/... paths that never existed: the admin area. */
export const loader = () => redirect(paths.admin())
export const clientLoader = loader

export default function Desboard() {
  return null
}
