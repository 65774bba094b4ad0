/**
 * Follows whether the document is shown (visibilitychange): `listener` hears `false` when the
 * tab is hidden or the phone locked, `true` when it is shown again, and once at the start if
 * the document starts hidden. Without a document nothing is heard: the page counts as shown.
 * Answers the unsubscribe.
 */
export function watchPageVisibility(
  listener: (visible: boolean) => void,
  doc: Document | undefined = globalThis.document,
): () => void {
  if (!doc) return () => {};
  const onChange = () => listener(doc.visibilityState !== 'hidden');
  doc.addEventListener('visibilitychange', onChange);
  if (doc.visibilityState === 'hidden') listener(false);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
