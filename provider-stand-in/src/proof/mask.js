// ARCHITECTURE §8's masked lookup values: "138****5678" (first 3 and last 4 digits), "p***@example.com".
function maskMobile(mobile) {
  if (!mobile) return '';
  const s = String(mobile);
  // a short number still hides its middle: keep less of each end
  const head = s.length > 7 ? 3 : 1;
  const tail = s.length > 7 ? 4 : Math.min(2, Math.max(0, s.length - 2));
  return `${s.slice(0, head)}${'*'.repeat(Math.max(1, s.length - head - tail))}${tail ? s.slice(-tail) : ''}`;
}

function maskMail(mail) {
  if (!mail) return '';
  const at = mail.lastIndexOf('@');
  if (at < 1) return '***';
  return `${Array.from(mail)[0]}***${mail.slice(at)}`;
}

module.exports = { maskMobile, maskMail };
