import { LocalTime } from '../../ui/LocalTime.tsx';

/**
 * When a message was sent, in the user's time zone, with UTC on hover. `focusable` lets a
 * keyboard user reach it for the UTC time; it stays off inside a link (no nested focus).
 */
export function MessageTime(props: { at: number; focusable?: boolean }) {
  return <LocalTime at={props.at} className="message-time" focusable={props.focusable ?? false} />;
}
