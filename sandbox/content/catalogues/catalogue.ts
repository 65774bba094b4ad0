/**
 * One language's translations of the sandbox's English content, keyed by the English text.
 * `{name}` placeholders capture a value (an amount, a title) and place it in the translation.
 */
export type Catalogue = Readonly<Record<string, string>>;
