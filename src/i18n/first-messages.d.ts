/** A locale file's first part (src/i18n/message-parts.ts), made by the build's plugin. */
declare module '*.json?part=first' {
  const messages: Partial<import('./messages.ts').Messages>;
  export default messages;
}
