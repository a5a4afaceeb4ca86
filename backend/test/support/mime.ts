/** One leaf part of a received mail, its body decoded. */
export interface MailPart {
  contentType: string;
  /** Set on attachments. */
  filename: string | null;
  content: Buffer;
}

/** The leaf parts of a raw MIME mail as nodemailer writes it, nested multiparts flattened. */
export function partsOf(raw: string): MailPart[] {
  const [head, body] = splitHead(raw);
  const headers = unfold(head);
  const boundary = /content-type:\s*multipart\/[^\r\n]*boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return [leaf(headers, body)];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => partsOf(part.replace(/^\r?\n/, '')));
}

/** The files attached to a mail. */
export const attachmentsOf = (raw: string) =>
  partsOf(raw).filter((part): part is MailPart & { filename: string } => part.filename !== null);

/** A mail's plain-text body, decoded. */
export const plainTextOf = (raw: string) =>
  partsOf(raw)
    .find((part) => part.contentType === 'text/plain')
    ?.content.toString('utf8') ?? '';

function leaf(headers: string, body: string): MailPart {
  const encoding = /content-transfer-encoding:\s*([^\s;]+)/i.exec(headers)?.[1]?.toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'utf8');
  return {
    contentType: /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'text/plain',
    filename: /content-disposition:\s*attachment[^\r\n]*filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? null,
    content,
  };
}

function splitHead(text: string): [string, string] {
  const end = /\r?\n\r?\n/.exec(text);
  return end ? [text.slice(0, end.index), text.slice(end.index + end[0].length)] : [text, ''];
}

/** Header lines folded onto the next line joined back. */
const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');
