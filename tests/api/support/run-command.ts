import { runCommand, type Command } from '#server/cli/command.ts'

/** Runs an operator command in this process, as the shell entry does, and keeps what it printed. */
export async function runCommandHere(command: Command, argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCommand(command, argv, { out: (line) => out.push(line), err: (line) => err.push(line) })
  return { code, stdout: out.join('\n'), stderr: err.join('\n') }
}
