/**
 * `Content-Disposition: attachment` for a stored file name of any script (RFC 6266 with the
 * RFC 8187 `filename*`). A header value may only hold Latin-1, and Node refuses anything above
 * U+00FF (ERR_INVALID_CHAR), so `filename=` gets a printable-ASCII fallback and `filename*=`
 * the exact name, percent-encoded as UTF-8.
 */

/** RFC 8187 attr-char: everything else is percent-encoded. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function asciiFallback(fileName: string): string {
  // One '_' per character outside printable ASCII; quotes and backslashes would end the string.
  return Array.from(fileName, (char) => (/^[\x20-\x7e]$/.test(char) ? char : '_'))
    .join('')
    .replace(/["\\]/g, '_');
}

function extValue(fileName: string): string {
  return Array.from(Buffer.from(fileName, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte);
    return byte < 0x80 && ATTR_CHAR.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${extValue(fileName)}`;
}
