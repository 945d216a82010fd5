/**
 * `npm run --silent report -- <command> [options] FILE...`: the report engine on files, one JSON
 * object per line, in input order (a contract: keep names and outputs).
 *   format [--contradictions] [--vocabulary VOCAB.json]  -> {file, formattedContent, detectedContradictions}
 *   fill --template TEMPLATE.html                        -> {file, populatedHtml}
 *   generate [--contradictions]                          -> {file, populatedHtml, detectedContradictions}
 *   check                                                -> {file, contradictions: [{id, text, category, evidence}]}
 * Every input is read and validated before the first line is printed; bad input gives one
 * message on stderr and a non-zero exit, never a stack trace.
 */
import { readFileSync, statSync } from 'node:fs';
import { loadGermanDictionary } from '../shared/src/engine/adapters/nspell-dictionary';
import {
  type Contradiction,
  check,
  fill,
  format,
  generate,
  htmlToText,
  setDefaultDictionary,
  type VocabularyEntry,
} from '../shared/src/engine/index';

const COMMANDS = ['format', 'fill', 'generate', 'check'] as const;
type Command = (typeof COMMANDS)[number];
const USAGE =
  'usage: report <format|fill|generate|check> [--contradictions] [--vocabulary VOCAB.json] [--template TEMPLATE.html] FILE...';

class InputError extends Error {}

interface Options {
  command: Command;
  contradictions: boolean;
  vocabularyPath?: string;
  templatePath?: string;
  files: string[];
}

function parseArgs(argv: readonly string[]): Options {
  const [command, ...rest] = argv;
  if (command === undefined) throw new InputError(`no command given. ${USAGE}`);
  if (!COMMANDS.includes(command as Command)) throw new InputError(`unknown command "${command}". ${USAGE}`);
  const options: Options = { command: command as Command, contradictions: false, files: [] };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === '--contradictions' && command !== 'fill' && command !== 'check')
      options.contradictions = true;
    else if (arg === '--vocabulary' && command === 'format')
      options.vocabularyPath = flagValue(rest, ++i, arg);
    else if (arg === '--template' && command === 'fill') options.templatePath = flagValue(rest, ++i, arg);
    else if (arg === '--') continue;
    else if (arg.startsWith('--')) throw new InputError(`unknown option "${arg}" for ${command}. ${USAGE}`);
    else options.files.push(arg);
  }
  if (command === 'fill' && options.templatePath === undefined)
    throw new InputError('fill needs --template TEMPLATE.html');
  if (options.files.length === 0) throw new InputError(`no input files given. ${USAGE}`);
  return options;
}

function flagValue(args: readonly string[], index: number, flag: string): string {
  const value = args[index];
  if (value === undefined || value.startsWith('--')) throw new InputError(`${flag} needs a file name`);
  return value;
}

/** A UTF-8 text file with content, or an InputError naming the file and the problem. */
export function readTextFile(path: string, what = 'input file'): string {
  let bytes: Buffer;
  try {
    if (statSync(path).isDirectory()) throw new InputError(`${what} ${path} is a directory, not a file`);
    bytes = readFileSync(path);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(
      code === 'ENOENT'
        ? `${what} ${path} does not exist`
        : `${what} ${path} cannot be read (${code ?? 'error'})`,
    );
  }
  if (bytes.includes(0)) throw new InputError(`${what} ${path} is binary, not UTF-8 text`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InputError(`${what} ${path} is not valid UTF-8 text`);
  }
  if (text.trim() === '') throw new InputError(`${what} ${path} is empty`);
  return text.replace(/^\uFEFF/, '');
}

function readVocabulary(path: string): VocabularyEntry[] {
  const text = readTextFile(path, 'vocabulary file');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InputError(`vocabulary file ${path} is not valid JSON`);
  }
  const valid =
    Array.isArray(data) &&
    data.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as VocabularyEntry).originalWord === 'string' &&
        (entry as VocabularyEntry).originalWord.trim() !== '' &&
        typeof (entry as VocabularyEntry).correctedWord === 'string',
    );
  if (!valid)
    throw new InputError(
      `vocabulary file ${path} must be a JSON array of {"originalWord": "...", "correctedWord": "..."}`,
    );
  return (data as VocabularyEntry[]).map(({ originalWord, correctedWord }) => ({
    originalWord,
    correctedWord,
  }));
}

const plain = (contradictions: Contradiction[]) =>
  contradictions.map(({ id, text, category, evidence }) => ({ id, text, category, evidence }));
const asPlainText = (text: string) => (/^\s*</.test(text) ? htmlToText(text) : text);

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const vocabulary = options.vocabularyPath ? readVocabulary(options.vocabularyPath) : [];
  const template = options.templatePath ? readTextFile(options.templatePath, 'template file') : '';
  const inputs = options.files.map((file) => ({ file, text: readTextFile(file) }));
  if (options.command !== 'check') setDefaultDictionary(await loadGermanDictionary());
  const lines: string[] = [];
  for (const { file, text } of inputs) {
    switch (options.command) {
      case 'format': {
        const result = format(text, { vocabulary });
        lines.push(
          JSON.stringify({
            file,
            formattedContent: result.html,
            detectedContradictions: options.contradictions ? plain(check(result.text)) : [],
          }),
        );
        break;
      }
      case 'fill':
        lines.push(JSON.stringify({ file, populatedHtml: fill(text, template).html }));
        break;
      case 'generate': {
        const result = generate(text);
        lines.push(
          JSON.stringify({
            file,
            populatedHtml: result.html,
            detectedContradictions: options.contradictions ? plain(check(result.text)) : [],
          }),
        );
        break;
      }
      case 'check':
        lines.push(JSON.stringify({ file, contradictions: plain(check(asPlainText(text))) }));
        break;
    }
    if (lines.length >= 64) process.stdout.write(`${lines.splice(0).join('\n')}\n`);
  }
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
}

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
});

main().catch((error: unknown) => {
  if (error instanceof InputError) {
    process.stderr.write(`report: ${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`report: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
