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
  /**
   * Where the message leads (a task or reward message: its activity's page), judged by the
   * link policy before it is shown; absent when the message leads nowhere.
   */
  link?: string;
}
