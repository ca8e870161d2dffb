// Reads and parses a request body: JSON, x-www-form-urlencoded or multipart (kept as a Buffer for the multipart parser).
const MAX_BODY_BYTES = 10 * 1024 * 1024;

function readRaw(req) {
  return new Promise((resolve, reject) => {
    const parts = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('body too large'), { statusCode: 413 }));
        req.destroy();
        return;
      }
      parts.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

/** → { raw: Buffer, type: 'json'|'form'|'multipart'|'other'|'none', json?, form?: Record<string,string> } */
async function readBody(req) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return { raw: Buffer.alloc(0), type: 'none' };
  const raw = await readRaw(req);
  const contentType = String(req.headers['content-type'] || '').toLowerCase();
  if (raw.length === 0) return { raw, type: 'none' };
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return { raw, type: 'form', form: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
  }
  if (contentType.startsWith('multipart/form-data')) return { raw, type: 'multipart' };
  if (contentType.includes('json')) {
    try {
      return { raw, type: 'json', json: JSON.parse(raw.toString('utf8')) };
    } catch {
      return { raw, type: 'json', jsonError: true };
    }
  }
  return { raw, type: 'other' };
}

module.exports = { readBody, MAX_BODY_BYTES };
