import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileMailer, readMailbox } from './file-mailer';

describe('Adapter: file mailer', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'mailbox-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('stores every mail and lists them newest first', async () => {
    // Prepare
    const mailer = createFileMailer(join(directory, 'mail'));
    // Act
    await mailer.send({ to: 'a@example.com', subject: 'Erste', text: 'eins', html: '<p>eins</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'b@example.com', subject: 'Zweite', text: 'zwei', html: '<p>zwei</p>' });
    // Assess
    const mails = await readMailbox(join(directory, 'mail'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Zweite', 'Erste']);
    expect(mails[0]).toMatchObject({ to: 'b@example.com', text: 'zwei', html: '<p>zwei</p>' });
    expect(Date.parse(mails[0]?.date ?? '')).not.toBeNaN();
  });

  it('reads a mailbox that was never written as empty', async () => {
    expect(await readMailbox(join(directory, 'missing'))).toEqual([]);
  });
});
