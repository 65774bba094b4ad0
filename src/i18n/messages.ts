import type en from '../../locales/en.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, typed from the English source file. */
export type MessageKey = Leaves<typeof en>;
export type Messages = typeof en;
export type MessageParams = Record<string, string | number>;
