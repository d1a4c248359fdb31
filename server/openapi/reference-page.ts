import 'server-only';

/**
 * A readable API reference rendered on the server from the OpenAPI document. Self-contained
 * (no script, no CDN): the shop's machines have no outside network, and the page must work
 * wherever the API does.
 */
type Json = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function schemaToText(schema: unknown, depth = 0): string {
  if (!schema || typeof schema !== 'object' || depth > 6) return 'any';
  const s = schema as Json;
  if (Array.isArray(s.anyOf)) return s.anyOf.map((x) => schemaToText(x, depth)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.type === 'array') return `${schemaToText(s.items, depth)}[]`;
  if (s.type === 'object' && s.properties && typeof s.properties === 'object') {
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const pad = '  '.repeat(depth + 1);
    const fields = Object.entries(s.properties as Json).map(([name, value]) => {
      const description = (value as Json).description;
      const note = typeof description === 'string' ? `  // ${description}` : '';
      return `${pad}${name}${required.has(name) ? '' : '?'}: ${schemaToText(value, depth + 1)}${note}`;
    });
    return `{\n${fields.join('\n')}\n${'  '.repeat(depth)}}`;
  }
  if (s.type === 'object') return 'object';
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return typeof s.type === 'string' ? s.type : 'any';
}

/** Who may call, from the operation's `security` (server/openapi/access.ts). */
function accessText(security: unknown): string {
  if (!Array.isArray(security)) return '';
  if (security.length === 0) return 'Anyone.';
  const requirements = security as Record<string, string[]>[];
  if (requirements.some((one) => Object.keys(one).length === 0)) {
    return 'Anyone; a session sent along is taken into account.';
  }
  const roles = [...new Set(requirements.flatMap((one) => Object.values(one).flat()))];
  const schemes = [...new Set(requirements.flatMap((one) => Object.keys(one)))];
  return `A session${roles.length ? `, role ${roles.join(' or ')}` : ''} (${schemes.join(', ')}).`;
}

export function renderReferencePage(document: Json): string {
  const info = document.info as Json;
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'Other';
      const params = (Array.isArray(op.parameters) ? op.parameters : []) as Json[];
      const paramRows = params
        .map((p) => {
          const schema = p.schema as Json | undefined;
          const desc = typeof schema?.description === 'string' ? schema.description : '';
          return `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td><td>${p.required ? 'required' : 'optional'}</td><td><code>${escape(schemaToText(schema))}</code></td><td>${escape(desc)}</td></tr>`;
        })
        .join('');
      const body = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
      const bodyBlocks = Object.entries(body)
        .map(
          ([type, c]) =>
            `<p>Body <code>${escape(type)}</code></p><pre>${escape(schemaToText(c.schema))}</pre>`,
        )
        .join('');
      const responses = Object.entries((op.responses ?? {}) as Record<string, Json>)
        .map(([status, r]) => {
          const content = (r.content ?? {}) as Record<string, Json>;
          const schema = Object.values(content)[0]?.schema;
          const shown =
            status === '200' && schema ? `<pre>${escape(schemaToText(schema))}</pre>` : '';
          return `<li><strong>${escape(status)}</strong> ${escape(String(r.description ?? ''))}${shown}</li>`;
        })
        .join('');
      const html = `<section class="op" id="${escape(method + path)}"><h3><span class="m ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p>${escape(String(op.summary ?? ''))}</p>
${op.security ? `<p>Access: ${escape(accessText(op.security))}</p>` : ''}
${paramRows ? `<table><thead><tr><th>Name</th><th>In</th><th></th><th>Type</th><th>About</th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
${bodyBlocks}<ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()]
    .map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`)
    .join(' · ');
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(String(info.title))} — reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#1d1d1f}
code,pre{font:13px/1.45 ui-monospace,monospace}pre{background:#f5f5f7;padding:12px;overflow:auto;border-radius:6px}
.op{border-top:1px solid #ddd;padding:8px 0}.m{display:inline-block;min-width:52px;padding:2px 6px;border-radius:4px;color:#fff;font-size:12px;text-align:center}
.get{background:#2f6f4f}.post{background:#8a4b14}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}</style></head>
<body><h1>${escape(String(info.title))}</h1><p>${escape(String(info.description ?? ''))}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a></p><nav>${nav}</nav>${sections}</body></html>`;
}
