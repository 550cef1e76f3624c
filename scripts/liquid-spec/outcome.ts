// What rendering one spec came to (a parse error, a raised render error, output, or a timeout),
// passed from the worker to the judge.
export interface RaisedError {
  /** Class name of the innermost error (ParseError, RenderError, TypeError …). */
  name: string;
  /** The error's own message and the reason without LiquidJS's location suffix. */
  message: string;
  reason: string;
  /** The error as the preview reports it, with its place: `Liquid error (<file> line N): <reason>` (Ruby's message has the same shape). */
  located: string;
  syntax: boolean;
}

export interface Outcome {
  /** Where rendering stopped: a parse error, a raised render error, or a finished render. */
  stage: 'parse' | 'render' | 'done';
  output?: string;
  error?: RaisedError;
  timeout?: boolean;
}

/** The outcome of a spec the runner itself could not run (a crashed worker, an unclonable spec). */
export function runnerFailure(name: string, message: string): Outcome {
  return { stage: 'render', error: { name, message, reason: message, located: message, syntax: false } };
}
