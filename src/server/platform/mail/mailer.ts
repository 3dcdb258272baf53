/** A file sent with an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail: its plain text, and where given its HTML, files and extra headers (List-Unsubscribe). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
  headers?: Readonly<Record<string, string>>;
}

/** What delivers a message; `send` resolves once the mail server accepted it and rejects when it did not. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes its connections (a pooled transport keeps some open). */
  close?(): void;
}
