/** One item of a Sentry envelope: its header and its raw payload. */
export interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: Buffer;
}

/** A parsed envelope (https://develop.sentry.dev/sdk/envelopes/). */
export interface SentryEnvelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** A body that is not a well-formed envelope. */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

const NEWLINE = 0x0a;

/**
 * Reads an envelope: a JSON header line, then items, each a JSON header line and a payload.
 * A payload whose header gives `length` is exactly that many bytes (it may hold newlines);
 * otherwise it runs to the end of its line.
 */
export function parseEnvelope(body: Buffer): SentryEnvelope {
  let pos = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(NEWLINE, pos);
    const line = body.subarray(pos, end === -1 ? body.length : end);
    pos = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = parseObject(readLine(), 'envelope header');
  const items: EnvelopeItem[] = [];
  while (pos < body.length) {
    const line = readLine();
    if (line.toString('utf8').trim() === '') continue;
    const itemHeader = parseObject(line, `header of item ${items.length + 1}`);
    const { length } = itemHeader;
    let payload: Buffer;
    if (length === undefined) {
      payload = readLine();
    } else {
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) {
        throw new EnvelopeError(`item ${items.length + 1} has a bad length`);
      }
      if (pos + length > body.length) {
        throw new EnvelopeError(`item ${items.length + 1} is shorter than its length ${length}`);
      }
      payload = body.subarray(pos, pos + length);
      pos += length;
      if (body[pos] === NEWLINE) pos += 1;
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

function parseObject(line: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line.toString('utf8'));
  } catch {
    throw new EnvelopeError(`${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new EnvelopeError(`${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/**
 * The name an error event is listed under: Sentry's title, `Type: message` of the exception
 * that was thrown last (Sentry lists causes first), or the message of a message event.
 */
export function errorEventName(event: Record<string, unknown>): string {
  const exception = event.exception as { values?: unknown } | undefined;
  const values = Array.isArray(exception?.values) ? exception.values : [];
  const top = values.at(-1) as { type?: unknown; value?: unknown } | undefined;
  if (top && (typeof top.type === 'string' || typeof top.value === 'string')) {
    const type = typeof top.type === 'string' ? top.type : 'Error';
    return typeof top.value === 'string' && top.value !== '' ? `${type}: ${top.value}` : type;
  }
  const { message } = event;
  if (typeof message === 'string' && message !== '') return message;
  if (typeof message === 'object' && message !== null) {
    const { formatted, message: text } = message as { formatted?: unknown; message?: unknown };
    if (typeof formatted === 'string' && formatted !== '') return formatted;
    if (typeof text === 'string' && text !== '') return text;
  }
  return 'event';
}
