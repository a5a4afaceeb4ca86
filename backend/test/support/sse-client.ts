import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { createGunzip } from 'node:zlib';

/** One server-sent event as the stream carried it. */
export interface ReceivedEvent {
  type: string;
  data: unknown;
}

/** An EventSource-like reader of a text/event-stream, asking for gzip as browsers do. */
export class SseClient {
  readonly events: ReceivedEvent[] = [];
  status?: number;
  ended = false;
  private request?: ClientRequest;

  /** Resolves once the answer's headers arrive. */
  open(url: string): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      this.request = httpRequest(url, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip' } }, (response) => {
        this.status = response.statusCode;
        const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
        let buffered = '';
        body.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            this.parse(buffered.slice(0, end));
            buffered = buffered.slice(end + 2);
          }
        });
        body.on('end', () => (this.ended = true));
        body.on('error', () => (this.ended = true));
        resolve(response);
      });
      this.request.on('error', reject);
      this.request.end();
    });
  }

  close(): void {
    this.request?.destroy();
  }

  private parse(block: string): void {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (!data.length) return;
    const text = data.join('\n');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // plain text data
    }
    this.events.push({ type, data: parsed });
  }
}
