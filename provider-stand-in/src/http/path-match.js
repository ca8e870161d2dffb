// Matches '/open/message/:id' style patterns; returns the params or null.
function compile(pattern) {
  const names = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}/?$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return null;
    const params = {};
    try {
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(match[i + 1]);
      });
    } catch {
      return null; // a malformed %-escape is no match
    }
    return params;
  };
}

module.exports = { compile };
