import { describe, expect, it } from 'vitest';
import {
  isIpHost,
  isUrl,
  normaliseHost,
  numericHostSpeed,
  withHttps,
} from '../../src/platform/url-rules.ts';

describe('url rules (SPEC §5)', () => {
  it('prefixes https to a URL without an http scheme', () => {
    expect(withHttps('api.example.com')).toBe('https://api.example.com');
    expect(withHttps('//api.example.com')).toBe('https://api.example.com');
    expect(withHttps('http://api.example.com')).toBe('http://api.example.com');
    expect(withHttps('HTTPS://api.example.com')).toBe('HTTPS://api.example.com');
  });

  it('counts a string as a URL only when it parses', () => {
    expect(isUrl('https://a.b/c')).toBe(true);
    expect(isUrl('not a url')).toBe(false);
  });

  it('treats entries of digits and dots as IP hosts', () => {
    expect(isIpHost('10.0.0.1')).toBe(true);
    expect(isIpHost('120')).toBe(true);
    expect(isIpHost('...')).toBe(false);
    expect(isIpHost('a.10.0.1')).toBe(false);
  });

  it('reads a numeric first label as the host speed, but not an IP address', () => {
    expect(numericHostSpeed('120.localhost:8081')).toBe(120);
    expect(numericHostSpeed('http://40.api.example.com')).toBe(40);
    expect(numericHostSpeed('api.example.com')).toBeUndefined();
    expect(numericHostSpeed('http://127.0.0.1:8081')).toBeUndefined();
  });

  it('normalises hosts to a scheme and no trailing slash', () => {
    expect(normaliseHost('api.example.com/')).toBe('https://api.example.com');
    // Regression: an empty entry became 'https:'.
    expect(normaliseHost('')).toBe('');
    expect(normaliseHost('   ')).toBe('');
  });
});
