import { RequestError } from './client';

/**
 * Runs a click handler that makes requests: a failed request has shown its message already (the request layer did),
 * so its rejection ends here; any other error is left to surface.
 */
export function runReported(action: () => unknown): void {
  Promise.resolve()
    .then(action)
    .catch((error: unknown) => {
      if (!(error instanceof RequestError)) throw error;
    });
}
