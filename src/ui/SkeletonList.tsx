import { Skeleton } from './Skeleton.tsx';

/**
 * A list of placeholders laid out like the list that will replace them (same grid class,
 * same item height), so nothing shifts when the content arrives.
 */
export function SkeletonList(props: { count: number; className: string; itemHeight: string }) {
  return (
    <ul className={props.className}>
      {Array.from({ length: props.count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={i}>
          <Skeleton height={props.itemHeight} radius="12px" />
        </li>
      ))}
    </ul>
  );
}
