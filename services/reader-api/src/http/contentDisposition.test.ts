import { attachmentDisposition } from './contentDisposition.ts';

describe('attachmentDisposition', () => {
  it('keeps a stored file name from breaking the header: quotes, backslashes, CR/LF and other scripts', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1; ọ́mọ.pdf');
    expect(header).toBe(
      'attachment; filename="a_b_c__Set-Cookie: x=1; __m_.pdf"; ' +
        "filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1%3B%20%E1%BB%8D%CC%81m%E1%BB%8D.pdf",
    );
    // Only printable ASCII is left in the header value.
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });
});
