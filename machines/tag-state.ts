/**
 * The first of `tags` the snapshot carries, else `fallback`: a view's `data-state` read from the
 * tags a machine names on its states, so that no connect casts or walks the state value and a
 * renamed or nested state keeps the word the view, its style sheet and its tests know.
 */
export function stateFromTags<T extends string>(
  snapshot: { hasTag(tag: string): boolean },
  tags: readonly T[],
  fallback: T,
): T {
  return tags.find((tag) => snapshot.hasTag(tag)) ?? fallback;
}
