type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/** What domains log through (`ctx.log`): the app's pino logger once it exists, silent before. */
export type Logger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

export const silentLogger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
