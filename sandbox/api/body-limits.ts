/**
 * What the exchange reads of a request body at most. A call's body is a handful of fields; a
 * larger one is refused before it is read, so no client can spend the server's memory or time.
 */
export const BODY_LIMITS = {
  /** Bytes of a body (64 KB). */
  maxBytes: 64 * 1024,
  /** Nesting of JSON objects and arrays. */
  maxDepth: 32,
} as const;

/** The body as text, or `tooLarge` once more than `maxBytes` arrived (the rest is not read). */
export type BodyRead = { ok: true; text: string } | { ok: false; reason: 'tooLarge' };

/**
 * Reads a request's body up to the limit. A declared length over the limit is refused without
 * reading a byte; a chunked body (or a declared length that lies) is counted as it streams
 * and dropped at the first byte past the limit.
 */
export async function readBoundedBody(
  request: Request,
  maxBytes: number = BODY_LIMITS.maxBytes,
): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'tooLarge' };
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'tooLarge' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`. One pass without recursion
 * and before parsing, so no depth of input can overflow a stack; brackets inside strings are
 * skipped. Malformed text is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, maxDepth: number = BODY_LIMITS.maxDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b || ch === 0x5b) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (ch === 0x7d || ch === 0x5d) {
      depth--;
    }
  }
  return false;
}
