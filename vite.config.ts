import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  envPrefix: ["VITE_", "BRAND_"],
  optimizeDeps: { include: ["@tanstack/react-query"] },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:5000", "/healthz": "http://127.0.0.1:5000" } },
});
