// Control calls for the stand-in's switches: the §8 extensions it speaks, planted defects, and its clock.
const { sendJson } = require('./http/respond');

function listFrom(body, key) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('the body must be a JSON object');
  if (!Array.isArray(body[key])) throw new Error(`${key} must be an array of strings`);
  return body[key];
}

/** → true when it answered `route` ("METHOD /__control/…"). */
function handleSwitchControl(ctx, route, jsonBody) {
  const { res, standIn } = ctx;
  switch (route) {
    case 'GET /__control/extensions':
      sendJson(res, 200, { status: 'ok', extensions: standIn.extensions() });
      return true;
    case 'POST /__control/extensions':
      standIn.setExtensions(listFrom(jsonBody(ctx.body), 'extensions'));
      sendJson(res, 200, { status: 'ok', extensions: standIn.extensions() });
      return true;
    case 'GET /__control/defects':
      sendJson(res, 200, { status: 'ok', defects: standIn.defects() });
      return true;
    case 'POST /__control/defects':
      standIn.setDefects(listFrom(jsonBody(ctx.body), 'defects'));
      sendJson(res, 200, { status: 'ok', defects: standIn.defects() });
      return true;
    case 'GET /__control/clock':
      sendJson(res, 200, { status: 'ok', now: standIn.now(), offsetMs: standIn.clock.offset() });
      return true;
    case 'POST /__control/clock':
      standIn.clock.advance(jsonBody(ctx.body).advanceMs);
      sendJson(res, 200, { status: 'ok', now: standIn.now(), offsetMs: standIn.clock.offset() });
      return true;
    default:
      return false;
  }
}

module.exports = { handleSwitchControl };
