export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Where mails go, for the start-up banner ("SMTP smtp://…" or "the outbox folder …"). */
  describe: () => string;
  close: () => Promise<void>;
};
