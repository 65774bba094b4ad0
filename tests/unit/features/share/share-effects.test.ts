import { describe, expect, it } from 'vitest';
import { captureErrorText, shareBase, shareLink } from '../../../../src/app/effects/share.ts';
import { ShareCaptureError } from '../../../../src/domain/share-image.ts';

describe('shareBase (SPEC §7 share-link hosts, §5 https and IP hosts)', () => {
  const hosts = ['127.0.0.1:8080', 'sandbox-exchange.com', '203.0.113.42'];
  it('keeps the page’s own origin when the list names its host', () => {
    expect(shareBase(hosts, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });
  it('otherwise takes the first named host, with https, never an IP host', () => {
    expect(shareBase(['203.0.113.42', 'share.sbx.exchange'], 'http://x.test')).toBe(
      'https://share.sbx.exchange',
    );
  });
  it('falls back to the page’s origin without a usable list', () => {
    expect(shareBase([], 'http://x.test')).toBe('http://x.test');
    expect(shareBase(['203.0.113.42'], 'http://x.test')).toBe('http://x.test');
  });
});

describe('shareLink (issue: links go only to share hosts or the main domain)', () => {
  const hosts = ['share.sbx.exchange'];
  it('puts the server’s path on the share host', () => {
    expect(shareLink(hosts, 'http://x.test', '/s/ABC123?c=1')).toBe(
      'https://share.sbx.exchange/s/ABC123?c=1',
    );
  });
  it('stays absolute on the page’s own origin when the list names it', () => {
    expect(shareLink(['127.0.0.1:8080'], 'http://127.0.0.1:8080', '/s/A?c=1')).toBe(
      'http://127.0.0.1:8080/s/A?c=1',
    );
  });
  it.each([
    '@evil.test/x',
    '.evil.test/x',
    ':pass@evil.test/',
    '\\evil.test',
    '.evil.test:8443/x',
    ':8443/x',
  ])('refuses a path that moves the link to another host: %s', (path) => {
    expect(shareLink(hosts, 'http://x.test', path)).toBeUndefined();
  });
});

describe('captureErrorText', () => {
  it('keeps the four texts of SPEC §8 and maps the rest onto them', () => {
    for (const text of Object.values(ShareCaptureError)) {
      expect(captureErrorText(new Error(text))).toBe(text);
    }
    expect(captureErrorText(new Event('error'))).toBe(ShareCaptureError.Base64Failed);
    expect(captureErrorText(new Error('Resource "x" not found'))).toBe(
      ShareCaptureError.Base64Failed,
    );
    expect(captureErrorText(new TypeError('weird'))).toBe(ShareCaptureError.BlobFailed);
  });
});
