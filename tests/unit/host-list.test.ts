import { describe, expect, it } from 'vitest';
import { fetchHostList } from '../../src/api/host-list.ts';
import {
  decryptHostList,
  encryptHostList,
  HostListDecryptError,
} from '../../src/api/host-list-cipher.ts';
import type { HttpRequest } from '../../src/api/http.ts';

describe('host list (SPEC §7 mirrors)', () => {
  it('decrypts what the mirrors publish', () => {
    expect(decryptHostList(encryptHostList(['a.example', 'b.example']))).toEqual([
      'a.example',
      'b.example',
    ]);
  });

  it('gives a clean error for foreign input, and for tampered input either a clean error or hosts', () => {
    expect(() => decryptHostList('not base64 at all')).toThrow(HostListDecryptError);
    expect(() => decryptHostList('')).toThrow(HostListDecryptError);
    const cipher = encryptHostList(['http://api-1.localhost:8081', 'http://api-2.localhost:8082']);
    for (let i = 0; i < cipher.length - 4; i += 3) {
      const flipped = cipher[i] === 'A' ? 'B' : 'A';
      const tampered = cipher.slice(0, i) + flipped + cipher.slice(i + 1);
      // CBC without a MAC cannot see every flip: a flip may yield other well-formed hosts.
      try {
        for (const host of decryptHostList(tampered)) expect(host).toMatch(/^[a-z0-9:/.-]+$/i);
      } catch (error) {
        expect(error, `tampered at ${i}`).toBeInstanceOf(HostListDecryptError);
      }
    }
  });

  it('asks for web_base.txt on the first mirror, then the second when the first fails', async () => {
    const urls: string[] = [];
    const hosts = await fetchHostList(
      {
        mirrors: ['/mirrors/a', '/mirrors/b'],
        now: () => 42,
        transport: async (r: HttpRequest) => {
          urls.push(r.url);
          return r.url.startsWith('/mirrors/a')
            ? { status: 503, text: '' }
            : { status: 200, text: encryptHostList(['x.example']) };
        },
      },
      false,
    );
    expect(urls).toEqual(['/mirrors/a/web_base.txt?v=42', '/mirrors/b/web_base.txt?v=42']);
    expect(hosts).toEqual(['x.example']);
  });

  it('asks overseas users for web_abroad.txt, their mirror first', async () => {
    const urls: string[] = [];
    await fetchHostList(
      {
        mirrors: ['/mirrors/a', '/mirrors/b'],
        now: () => 1,
        transport: async (r: HttpRequest) => {
          urls.push(r.url);
          return { status: 200, text: encryptHostList(['x.example']) };
        },
      },
      true,
    );
    expect(urls).toEqual(['/mirrors/b/web_abroad.txt?v=1']);
  });

  it('rejects when no mirror gives a list', async () => {
    await expect(
      fetchHostList(
        {
          mirrors: ['/mirrors/a'],
          now: () => 1,
          transport: async () => ({ status: 200, text: 'garbage' }),
        },
        false,
      ),
    ).rejects.toBeInstanceOf(HostListDecryptError);
  });
});
