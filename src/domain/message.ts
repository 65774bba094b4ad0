/** A push message of the inbox (pushList, detail). */
export interface PushMessage {
  id: number;
  title: string;
  summary: string;
  /** Rich text from the server (HTML, sanitised before it is shown). */
  content: string;
  category: 'ACTIVITY' | 'REWARD' | 'SYSTEM';
  read: boolean;
  createdAt: number;
}
