import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { mailOutbox } from '../../db/schema/index.ts';
import { createMailEngine } from '../../platform/mail/mailer.ts';
import { attachmentsOf } from './support.files.ts';

let server: SMTPServer;
let port: number;
const received: ParsedMail[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a support request’s screenshots over SMTP', () => {
  it('arrive as the very bytes that were sent, under their names and types', async () => {
    const screenshots = await Promise.all(
      [40, 60].map((width) =>
        sharp({ create: { width, height: 30, channels: 3, background: { r: 0, g: 68, b: 120 } } })
          .png()
          .toBuffer(),
      ),
    );
    const files = screenshots.map((body, index) => ({
      kind: 'screenshots' as const,
      fileName: `shot-${index + 1}.png`,
      mediaType: 'image/png',
      body,
    }));
    const row = {
      id: '6f0c5c1e-2a4b-4c3d-9e8f-0a1b2c3d4e5f',
      practiceId: null,
      toAddress: 'desk@support.test',
      fromAddress: 'Harbour Wealth <no-reply@advice.localhost>',
      replyTo: 'charlotte@example.test',
      subject: 'Technical support request SR-7KQ2M9XD: The fact find will not save',
      text: 'Reference: SR-7KQ2M9XD',
      html: '<p>Reference: SR-7KQ2M9XD</p>',
      template: 'supportRequest',
      attachments: attachmentsOf(files),
      status: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: new Date(),
      deliveredAt: null,
    } satisfies typeof mailOutbox.$inferSelect;

    await createMailEngine(`smtp://127.0.0.1:${port}`).deliver(row);

    const [mail] = received;
    expect(mail?.replyTo?.text).toBe('charlotte@example.test');
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['shot-1.png', 'image/png'],
      ['shot-2.png', 'image/png'],
    ]);
    expect(mail?.attachments.map((file) => file.content.equals(screenshots[mail.attachments.indexOf(file)] ?? Buffer.alloc(0)))).toEqual([
      true,
      true,
    ]);
  });
});
