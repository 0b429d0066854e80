/** One Server-Sent Events frame: its `event:` type (default `message`) and its `data:` lines joined. */
export interface SseFrame {
  type: string;
  data: string;
}

/**
 * Splits a growing SSE text into frames: feed it each decoded chunk; it returns the frames completed by that chunk and
 * keeps the unfinished rest. Comments (`: ping`) and `retry:` / `id:` lines are skipped; CRLF and CR line ends are
 * accepted as the format allows.
 */
export function sseFrames(): (chunk: string) => SseFrame[] {
  let rest = '';
  return (chunk) => {
    rest += chunk;
    const text = rest.replace(/\r\n?/g, '\n');
    const blocks = text.split('\n\n');
    rest = blocks.pop() ?? '';
    const out: SseFrame[] = [];
    for (const block of blocks) {
      let type = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) type = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(line[5] === ' ' ? 6 : 5));
      }
      if (data.length) out.push({ type, data: data.join('\n') });
    }
    return out;
  };
}

/** Wait before the n-th reconnect (from 0): 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
}
