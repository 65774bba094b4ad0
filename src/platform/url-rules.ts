/** SPEC §5: a string counts as a URL only if it parses as one. */
export function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** SPEC §5: a URL without an http scheme gets https prefixed. */
export function withHttps(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/** An API host as the client calls it: a scheme, no trailing slash. */
export function normaliseHost(value: string): string {
  // An empty entry is no host (it would become 'https:' once the slashes are stripped).
  if (value.trim() === '') return '';
  return withHttps(value).replace(/\/+$/, '');
}

/** SPEC §5: share-list entries made only of digits and dots are IP hosts. */
export function isIpHost(value: string): boolean {
  return /^[\d.]+$/.test(value) && /\d/.test(value);
}

/**
 * SPEC §4: a host whose first label is purely numeric uses that number as its speed.
 * Returns undefined for any other host, and for an IP address (whose labels are all numeric,
 * so its first one says nothing of speed).
 */
export function numericHostSpeed(host: string): number | undefined {
  let hostname: string;
  try {
    hostname = new URL(withHttps(host)).hostname;
  } catch {
    return undefined;
  }
  if (isIpHost(hostname)) return undefined;
  const first = hostname.split('.')[0] ?? '';
  return /^\d+$/.test(first) ? Number(first) : undefined;
}
