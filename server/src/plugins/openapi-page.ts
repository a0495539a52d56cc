/**
 * The API reference page: plain HTML drawn on the server from the OpenAPI document, one section per
 * tag and one entry per operation (access, parameters, request body, answers per status). It runs no
 * script, so its CSP allows only its own stylesheet.
 */
import type { OpenAPIV3_1 } from "openapi-types";
import { escapeHtml } from "#shared/html.ts";

export const DOCS_STYLESHEET_PATH = "/api/docs/reference.css";

export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

type Operation = OpenAPIV3_1.OperationObject & { "x-access"?: unknown };
type Entry = { method: (typeof METHODS)[number]; path: string; operation: Operation };

/** Escaped text with `code spans` and paragraphs, the only markup the document's descriptions use. */
function prose(text: string | undefined): string {
  if (!text) return "";
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("");
}

const anchor = (method: string, path: string) =>
  `op-${method}-${path.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

function schemaBlock(schema: unknown, label: string): string {
  if (schema === undefined) return "";
  return `<details open><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function parametersTable(parameters: OpenAPIV3_1.ParameterObject[]): string {
  if (parameters.length === 0) return "";
  const rows = parameters
    .map((parameter) => {
      const schema = parameter.schema as OpenAPIV3_1.SchemaObject | undefined;
      return `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${
        parameter.required ? "yes" : "no"
      }</td><td><code>${escapeHtml(JSON.stringify(schema ?? {}))}</code>${prose(parameter.description)}</td></tr>`;
    })
    .join("");
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function responsesList(responses: OpenAPIV3_1.ResponsesObject | undefined): string {
  const items = Object.entries(responses ?? {})
    .map(([status, value]) => {
      const response = value as OpenAPIV3_1.ResponseObject;
      const content = Object.entries(response.content ?? {});
      const body = content
        .map(([type, media]) => schemaBlock(media.schema, `${status} body (${type})`))
        .join("");
      return `<li><strong class="status status-${escapeHtml(status.charAt(0))}xx">${escapeHtml(status)}</strong> ${escapeHtml(response.description ?? "")}${body}</li>`;
    })
    .join("");
  return items ? `<h4>Responses</h4><ul class="responses">${items}</ul>` : "";
}

function accessLabel(operation: Operation): string {
  const access = operation["x-access"];
  if (access === "public") return "public";
  if (access === "signed-in") return "signed in";
  if (Array.isArray(access)) return access.join(", ");
  return "unknown";
}

function operationSection({ method, path, operation }: Entry): string {
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const bodyBlocks = Object.entries(body?.content ?? {})
    .map(([type, media]) => schemaBlock(media.schema, `Request body (${type})`))
    .join("");
  return `<article id="${anchor(method, path)}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="access">${escapeHtml(accessLabel(operation))}</span></h3>
<p class="summary">${escapeHtml(operation.summary ?? "")}</p>
${prose(operation.description)}
${parametersTable((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[])}
${bodyBlocks ? `<h4>Request body</h4>${bodyBlocks}` : ""}
${responsesList(operation.responses)}
</article>`;
}

/** Every operation of the document, grouped by its first tag, in the document's tag order. */
function groupByTag(document: OpenAPIV3_1.Document): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>((document.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as Operation | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "other";
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ method, path, operation });
    }
  }
  for (const [tag, entries] of groups) if (entries.length === 0) groups.delete(tag);
  return groups;
}

/** The whole page for a document. */
export function renderReferencePage(
  document: OpenAPIV3_1.Document,
  options: { openapiPath: string },
): string {
  const groups = groupByTag(document);
  const tagDescription = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const contents = [...groups]
    .map(
      ([tag, entries]) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a><ul>${entries
          .map(
            (entry) =>
              `<li><a href="#${anchor(entry.method, entry.path)}"><span class="method method-${entry.method}">${entry.method.toUpperCase()}</span> ${escapeHtml(entry.path)}</a></li>`,
          )
          .join("")}</ul></li>`,
    )
    .join("");
  const sections = [...groups]
    .map(
      ([tag, entries]) =>
        `<section><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${prose(tagDescription.get(tag))}${entries
          .map(operationSection)
          .join("\n")}</section>`,
    )
    .join("\n");
  const components = Object.entries(document.components?.schemas ?? {});
  const schemas = components.length
    ? `<section><h2 id="schemas">Schemas</h2>${components
        .map(
          ([name, schema]) =>
            `<h3 id="schema-${escapeHtml(name)}">${escapeHtml(name)}</h3>${schemaBlock(schema, name)}`,
        )
        .join("")}</section>`
    : "";
  const title = escapeHtml(document.info.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} reference</title>
<link rel="stylesheet" href="${DOCS_STYLESHEET_PATH}">
</head>
<body>
<header>
<h1>${title}</h1>
<p class="meta">Version ${escapeHtml(document.info.version)} · OpenAPI ${escapeHtml(document.openapi)} · machine-readable document: <a href="${escapeHtml(options.openapiPath)}">${escapeHtml(options.openapiPath)}</a></p>
${prose(document.info.description)}
</header>
<nav aria-label="Contents"><h2>Contents</h2><ul>${contents}</ul></nav>
<main>
${sections}
${schemas}
</main>
</body>
</html>
`;
}

export const DOCS_STYLESHEET = `:root { color-scheme: light dark; --line: #8884; --muted: #6b7280; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; font: 16px/1.5 system-ui, sans-serif; }
h1 { margin-bottom: 0.25rem; }
h2 { border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; margin-top: 2.5rem; text-transform: capitalize; }
h3 { font-size: 1.05rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
h4 { margin: 1rem 0 0.25rem; font-size: 0.95rem; }
.meta, .access { color: var(--muted); font-size: 0.9rem; }
.access { font-weight: normal; border: 1px solid var(--line); border-radius: 999px; padding: 0 0.5rem; }
.summary { font-weight: 600; margin: 0; }
article { border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 1rem 0; }
nav ul { padding-left: 1.25rem; }
nav li { margin: 0.1rem 0; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.85rem; }
pre { overflow-x: auto; padding: 0.75rem; border-radius: 0.375rem; background: #8881; margin: 0.25rem 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: 0.25rem 0.5rem; }
td code { word-break: break-word; }
.method { display: inline-block; min-width: 4rem; text-align: center; border-radius: 0.25rem; padding: 0 0.35rem; font: 700 0.8rem/1.6 ui-monospace, monospace; color: #fff; background: #4b5563; }
.method-get { background: #1d4ed8; }
.method-post { background: #047857; }
.method-put, .method-patch { background: #b45309; }
.method-delete { background: #b91c1c; }
.responses { list-style: none; padding: 0; }
.responses li { margin: 0.35rem 0; }
.status { font-family: ui-monospace, monospace; }
.status-2xx { color: #047857; }
.status-4xx { color: #b45309; }
.status-5xx { color: #b91c1c; }
summary { cursor: pointer; color: var(--muted); font-size: 0.85rem; }
`;
