import { build } from "esbuild"
import { join } from "node:path"

/**
 * Compiles the storefront's server (server/*.ts) to dist/server/main.js (and its chunks) beside React Router's
 * server build (dist/server/index.js, which it loads at run time). Packages stay in
 * node_modules; only the server's own files are bundled, with the shop's internal packages
 * (@chaka/*: workspaces, which the production image does not install).
 */
const root = join(import.meta.dirname, "..")
await build({
  entryPoints: [join(root, "server", "main.ts")],
  outdir: join(root, "dist", "server"),
  // The server's modules load after main.js has set NODE_ENV (React reads it when first loaded).
  splitting: true,
  chunkNames: "server-chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [
    {
      name: "packages-external-but-the-shops",
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@chaka/") ? undefined : { path: args.path, external: true }))
      },
    },
  ],
  sourcemap: true,
  logLevel: "warning",
})
