import { OperationError } from '../ops/operations.ts'
import { parseArgs, UsageError } from './args.ts'

/** Where a command writes: the terminal from the shell, a list of lines in a test. */
export interface CommandOutput {
  out(line: string): void
  err(line: string): void
}

/** A moment as a command tells the operator: Hong Kong's time, said to be so. */
export const hongKongTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))} (Hong Kong)`

/** An operator command: its help text and what it does with the parsed options. */
export interface Command {
  name: string
  usage: string
  run(options: Map<string, string | true>, output: CommandOutput): Promise<void>
}

/** Runs a command on its arguments and answers the process exit code; --help prints the usage. */
export async function runCommand(command: Command, argv: readonly string[], output: CommandOutput): Promise<number> {
  try {
    const options = parseArgs(argv)
    if (options.get('help') === true) {
      output.out(command.usage)
      return 0
    }
    await command.run(options, output)
    return 0
  } catch (error) {
    if (error instanceof UsageError || error instanceof OperationError) {
      output.err(`${command.name}: ${error.message}\n\n${command.usage}`)
    } else {
      output.err(error instanceof Error ? (error.stack ?? error.message) : String(error))
    }
    return 1
  }
}

/** The entry of a command run from the shell: `npm run <name> -- ...`. */
export async function runFromShell(command: Command): Promise<void> {
  process.exitCode = await runCommand(command, process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  })
}
