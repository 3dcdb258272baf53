/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What delivers a message; `send` resolves once the mail server accepted it and rejects when it did not. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
