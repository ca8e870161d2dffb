// The small multipart parser must read the ticket upload's fields and file bytes exactly.
const { parseMultipart } = require('./multipart');

function body(boundary, parts) {
  const chunks = parts.map((p) => Buffer.concat([Buffer.from(`--${boundary}\r\n${p.headers}\r\n\r\n`), p.data, Buffer.from('\r\n')]));
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

describe('parseMultipart', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0xff, 0x0d, 0x0a]);
  const raw = body('XyZ', [
    { headers: 'Content-Disposition: form-data; name="key"', data: Buffer.from('1001') },
    { headers: 'Content-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png', data: png },
  ]);

  it('returns text fields and file parts', () => {
    const { fields, files } = parseMultipart(raw, 'multipart/form-data; boundary=XyZ');
    expect(fields).toEqual({ key: '1001' });
    expect(files.file).toMatchObject({ filename: 'shot.png', contentType: 'image/png' });
    expect(files.file.data.equals(png)).toBe(true);
  });

  it('accepts a quoted boundary', () => {
    expect(parseMultipart(raw, 'multipart/form-data; boundary="XyZ"').fields.key).toBe('1001');
  });

  it('throws on a missing boundary or an unterminated part', () => {
    expect(() => parseMultipart(raw, 'multipart/form-data')).toThrow('boundary');
    expect(() => parseMultipart(raw.subarray(0, 60), 'multipart/form-data; boundary=XyZ')).toThrow();
  });
});
