// A small multipart/form-data parser (busboy is not a dependency): enough for the ticket image upload.
function boundaryOf(contentType) {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(contentType || ''));
  return match ? match[1] || match[2] : null;
}

function parseHeaders(text) {
  const headers = {};
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function dispositionParam(disposition, name) {
  const match = new RegExp(`(?:^|;)\\s*${name}="([^"]*)"`, 'i').exec(disposition || '');
  if (match) return match[1];
  const bare = new RegExp(`(?:^|;)\\s*${name}=([^;\\s]+)`, 'i').exec(disposition || '');
  return bare ? bare[1] : undefined;
}

/** → { fields: Record<string,string>, files: Record<string,{ filename, contentType, data: Buffer }> }; throws on a malformed body. */
function parseMultipart(raw, contentType) {
  const boundary = boundaryOf(contentType);
  if (!boundary) throw new Error('multipart boundary missing');
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = {};
  const files = {};
  let at = raw.indexOf(delimiter);
  if (at < 0) throw new Error('multipart delimiter not found');
  for (;;) {
    at += delimiter.length;
    if (raw.subarray(at, at + 2).toString() === '--') break; // closing delimiter
    if (raw.subarray(at, at + 2).toString() !== '\r\n') throw new Error('multipart delimiter not followed by CRLF');
    at += 2;
    const headerEnd = raw.indexOf('\r\n\r\n', at);
    if (headerEnd < 0) throw new Error('multipart part headers unterminated');
    const headers = parseHeaders(raw.subarray(at, headerEnd).toString('utf8'));
    const next = raw.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new Error('multipart part unterminated');
    const data = raw.subarray(headerEnd + 4, next);
    const disposition = headers['content-disposition'];
    const name = dispositionParam(disposition, 'name');
    const filename = dispositionParam(disposition, 'filename');
    if (name !== undefined) {
      if (filename !== undefined) {
        files[name] = { filename, contentType: headers['content-type'] || 'application/octet-stream', data: Buffer.from(data) };
      } else {
        fields[name] = data.toString('utf8');
      }
    }
    at = next + 2;
  }
  return { fields, files };
}

module.exports = { parseMultipart, boundaryOf };
