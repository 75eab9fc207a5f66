import type { ReadStream } from 'node:tty';

type Input = NodeJS.ReadableStream & Partial<Pick<ReadStream, 'isTTY' | 'setRawMode'>>;
type Output = NodeJS.WritableStream;

/**
 * A password for an operator's command. On a terminal: asked twice, nothing echoed. From a pipe
 * (scripts): the first line, and the second, when there is one, must repeat it. The password is
 * never written anywhere.
 */
export async function readPassword(
  input: Input,
  output: Output,
): Promise<{ password: string; mismatch: boolean }> {
  if (input.isTTY && input.setRawMode) {
    // Raw (no echo) before the first question and until after the last: keys typed ahead of a
    // question are not shown either.
    input.setRawMode(true);
    try {
      const [password = '', again] = await askHidden(input, output, [
        'Senha do administrador: ',
        'Confirme a senha: ',
      ]);
      return { password, mismatch: password !== again };
    } finally {
      input.setRawMode(false);
      input.pause();
    }
  }
  const lines = (await readAll(input)).split(/\r?\n/);
  const [password = '', again] = lines;
  return { password, mismatch: again !== undefined && again !== '' && again !== password };
}

async function readAll(input: Input): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * In raw mode each key arrives as typed and is not echoed: one answer per question, Enter ends
 * each (answers typed ahead in one chunk are kept), Ctrl+C aborts.
 */
function askHidden(input: Input, output: Output, questions: string[]): Promise<string[]> {
  const answers: string[] = [];
  let typed = '';
  output.write(questions[0] ?? '');
  input.resume();
  return new Promise((resolve) => {
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\u0003') {
          output.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n') {
          answers.push(typed);
          typed = '';
          output.write('\n');
          const next = questions[answers.length];
          if (next === undefined) {
            input.removeListener('data', onData);
            resolve(answers);
            return;
          }
          output.write(next);
        } else if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}
