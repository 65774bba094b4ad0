/** A placeholder of the final size, so the page does not shift when content arrives. */
export function Skeleton(props: {
  width?: string;
  height: string;
  radius?: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={['skeleton', props.className].filter(Boolean).join(' ')}
      style={{ width: props.width ?? '100%', height: props.height, borderRadius: props.radius }}
    />
  );
}
