import type { FastifyRequest } from "fastify";

/**
 * Whether a request is for the API. The router decodes the path (`/%61pi/login` reaches
 * `/api/login`), so the matched route decides, not the raw URL; an unmatched request is judged by its
 * decoded path (an undecodable one is treated as API, the stricter side).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && route !== "/*") return route.startsWith("/api/");
  try {
    return decodeURIComponent(request.url.split("?")[0] ?? "").startsWith("/api/");
  } catch {
    return true;
  }
}
