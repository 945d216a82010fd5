import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail, Mailer } from '../../ports/mailer';

export interface StoredMail extends Mail {
  /** ISO 8601 time the product sent it. */
  date: string;
}

/**
 * The local mailbox: every mail is one JSON file, so a developer (and the tests) can read the codes
 * and links the product sent. Shown at /dev/mail by the local server; never used in AWS.
 */
export function createFileMailer(directory: string): Mailer {
  return {
    async send(mail) {
      await mkdir(directory, { recursive: true });
      const date = new Date().toISOString();
      const stored: StoredMail = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        date,
      };
      // The time prefix keeps the folder in sending order; the uuid keeps names unique.
      const name = `${date.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      await writeFile(join(directory, name), JSON.stringify(stored, null, 2));
    },
  };
}

/** All stored mails, newest first. A missing folder is an empty mailbox. */
export async function readMailbox(directory: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as StoredMail),
  );
  return mails.sort((a, b) => b.date.localeCompare(a.date));
}
