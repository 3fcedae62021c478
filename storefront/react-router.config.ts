import type { Config } from "@react-router/dev/config"

/**
 * React Router in framework mode: every page is rendered on the server with its data, then
 * hydrated (src/app/root.tsx, src/app/routes.ts). The build goes to dist/client (hashed
 * assets) and dist/server (the render handler server/main.ts serves).
 */
export default {
  appDirectory: "src/app",
  buildDirectory: "dist",
  ssr: true,
} satisfies Config
