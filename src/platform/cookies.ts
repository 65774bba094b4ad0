import Cookies from 'js-cookie';

/** The one place js-cookie is used. */
export interface CookieOptions {
  days: number;
  secure: boolean;
  sameSite: 'lax' | 'strict' | 'none';
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  Cookies.set(name, value, {
    expires: options.days,
    secure: options.secure,
    sameSite: options.sameSite,
    path: '/',
  });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
