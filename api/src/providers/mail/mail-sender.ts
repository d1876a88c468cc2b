export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. SMTP when SMTP_URL is set, otherwise a local outbox (create-mail-sender.ts). */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
