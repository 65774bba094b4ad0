/**
 * A determinate progress bar. It fills from the inline start, so it mirrors itself in right
 * to left locales; the text value is given by the caller in the user's number format.
 */
export function ProgressBar(props: { ratio: number; label: string; valueText: string }) {
  const ratio = Math.min(1, Math.max(0, Number.isFinite(props.ratio) ? props.ratio : 0));
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(ratio * 100)}
      aria-valuetext={props.valueText}
    >
      <div className="progress-fill" style={{ inlineSize: `${ratio * 100}%` }} />
    </div>
  );
}
