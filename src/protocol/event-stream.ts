/**
 * A small `text/event-stream` reader (the WHATWG server-sent events format): fields `event`,
 * `data` (lines joined by `\n`), `id`, lines ending in `\n` or `\r\n`; comment lines (`:`) are reported as signs of life; `retry`
 * is ignored (the transport has its own backoff). A line, or an event's data, longer than
 * `maxLineBytes` ends the stream.
 */

export interface StreamEvent {
  event: string;
  data: string;
  /** The event's `id`, when it has one. */
  id?: string;
}

/**
 * Reads `body` until it ends or `signal` aborts, calling `onEvent` for each event and `onAlive`
 * for every chunk received (heartbeat comments included). Resolves when the stream ends; rejects
 * on a network error or abort.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
  onAlive: () => void,
  signal: AbortSignal,
  maxLineBytes = 256 * 1024,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const abort = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', abort, { once: true });
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let dataLength = 0;
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
      event = '';
      data = [];
      dataLength = 0;
      id = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      dataLength += value.length + 1;
      if (dataLength > maxLineBytes) throw new Error('event stream event too long');
    }
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw signal.reason ?? new DOMException('aborted', 'AbortError');
      if (done) return;
      onAlive();
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const text = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        line(text);
        if (signal.aborted) return;
      }
      if (buffer.length > maxLineBytes) throw new Error('event stream line too long');
    }
  } finally {
    signal.removeEventListener('abort', abort);
    reader.releaseLock?.();
  }
}
