import { NotFound } from '../shell/NotFound.tsx';

/** Replaced by the inbox screen. */
export default function InboxRoute(_props: { messageId?: string }) {
  return <NotFound />;
}
