import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import type { MailMessage } from './mailer';
import { captureLogs } from '../../test/logs';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what it receives; it can be stopped and started on one port. */
class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  rcptAttempts = 0;
  port = 0;
  private server?: SMTPServer;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, callback) => {
        this.rcptAttempts += 1;
        if (!address.address.startsWith('nobody@')) return callback();
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          this.received.push({
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.on('error', reject);
      const listener = server.listen(this.port, '127.0.0.1', () => {
        this.port = (listener.address() as AddressInfo).port;
        resolve();
      });
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const message = (to: string, subject: string): MailMessage => ({
  to,
  subject,
  text: `Plain body for ${to}`,
  html: `<p>HTML body for ${to}</p>`,
});

describe('e-mail over SMTP (SMTP_URL set)', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Partnerly Test <no-reply@partnerly.test>',
      MAIL_RETRY_DELAY_SECONDS: '1',
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses the SMTP mailer', () => {
    expect(t.deps.mail.mailerKind).toBe('smtp');
  });

  it('delivers a sent message with its recipient, sender, subject and text', async () => {
    await t.deps.mail.send(message('ada@example.com', 'Welcome aboard'));

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), EVENTUALLY);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.from).toBe('no-reply@partnerly.test');
    expect(mail?.raw).toMatch(/^Subject: Welcome aboard\r?$/m);
    expect(mail?.raw).toMatch(/^To: ada@example\.com\r?$/m);
    expect(mail?.raw).toMatch(/^From: Partnerly Test <no-reply@partnerly\.test>\r?$/m);
    expect(mail?.raw).toContain('Plain body for ada@example.com');
    expect(mail?.raw).toContain('<p>HTML body for ada@example.com</p>');
  });

  it('sets Reply-To when the message names one (a support request goes back to its sender)', async () => {
    smtp.received.length = 0;
    await t.deps.mail.send({ ...message('support@example.com', 'Help wanted'), replyTo: 'lina@example.com' });

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), EVENTUALLY);
    expect(smtp.received[0]?.raw).toMatch(/^Reply-To: lina@example\.com\r?$/m);
  });

  it('sends a batch with its extra headers, each key once however often it is queued', async () => {
    smtp.received.length = 0;
    const unsubscribe = {
      'List-Unsubscribe': '<https://partnerly.test/api/marketing/unsubscribe?token=abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const batch = ['one', 'two'].map((name) => ({
      key: `news-1:${name}`,
      message: { ...message(`${name}@example.com`, 'News'), headers: unsubscribe },
    }));
    expect(await t.deps.mail.sendBatch(batch)).toBe(2);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), EVENTUALLY);
    // Queued again (a retried job) after delivery: nothing new.
    expect(await t.deps.mail.sendBatch(batch)).toBe(0);

    for (const mail of smtp.received) {
      // Long header lines arrive folded (RFC 5322 2.2.3): unfold them to read.
      const raw = mail.raw.replace(/\r?\n(?=[ \t])/g, '');
      expect(raw).toMatch(
        /^List-Unsubscribe: <https:\/\/partnerly\.test\/api\/marketing\/unsubscribe\?token=abc\.def>\r?$/m,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['one@example.com', 'two@example.com']);
  });

  it('keeps a message while the server is down and delivers it once it is back', async () => {
    const lines = captureLogs();
    const warnings = () => lines.filter((line) => line.level === 'warn');
    smtp.received.length = 0;
    await smtp.stop();

    await t.deps.mail.send(message('grace@example.com', 'Sent while SMTP is down'));
    await vi.waitFor(() => expect(warnings().length).toBeGreaterThan(0), EVENTUALLY);
    expect(warnings()[0]?.msg).toMatch(/^Job mail\.send .* failed \(attempt 1 of 11, will retry\)/);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000, interval: 50 });
    expect(smtp.received[0]?.to).toEqual(['grace@example.com']);
    expect(smtp.received[0]?.raw).toContain('Subject: Sent while SMTP is down');

    // Delivered once: no duplicate from a later retry.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received).toHaveLength(1);
  });

  it('does not retry a message the server refuses for good (5xx)', async () => {
    const lines = captureLogs();
    const errors = () => lines.filter((line) => line.level === 'error');
    const attemptsBefore = smtp.rcptAttempts;

    await t.deps.mail.send(message('nobody@example.com', 'Nobody reads this'));
    await vi.waitFor(() => expect(errors().length).toBeGreaterThan(0), EVENTUALLY);
    expect(errors()[0]?.msg).toContain('SMTP server refused mail to nobody@example.com');

    // A retry would come after 1-2 s plus one poll.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.rcptAttempts - attemptsBefore).toBe(1);
  });
});
