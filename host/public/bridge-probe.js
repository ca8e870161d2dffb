// The SDK self-check's bridge-isolation probe (#/sdk-check, docs/bridge.md "SDK self-check"). It runs in a sandboxed frame
// with an opaque origin: the kind of document native must never give the bridge to, nor answer. Before it calls, it
// defines the page's four callbacks and listens for native's plain-browser answer; it looks for each platform's bridge,
// sends init through what it finds (and, when the user center is framed, through the framing parent as the page
// would), tells the page which bridge objects it could see, then each way native answered this frame itself (names
// only, never what an answer carried). ES5: it runs in every webview the page supports.
(function () {
  var script = document.currentScript;
  var version = Number(script && script.getAttribute('data-version')) || 1;
  var init = { method: 'init', payload: { version: version } };
  var visible = [];
  function answered(how) {
    window.parent.postMessage({ source: 'uc-bridge-probe', answered: how }, '*');
  }
  // Native calls these only in the user center's main frame: a call here is an answer to this frame.
  function callback(name) {
    return function () {
      answered(name);
      return true; // ucOnBack: "handled", so the view stays open for the verdict
    };
  }
  var names = ['ucOnLogin', 'ucOnResult', 'ucOnLogout', 'ucOnBack'];
  for (var i = 0; i < names.length; i++) window[names[i]] = callback(names[i]);
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (data && typeof data === 'object' && data.source === 'uc-native') answered('uc-native');
  });
  // A reply without content (nothing, null, '', {} or []) tells this frame nothing.
  function hasContent(reply) {
    if (reply === undefined || reply === null || reply === '') return false;
    if (typeof reply !== 'object') return true;
    for (var key in reply) if (Object.prototype.hasOwnProperty.call(reply, key)) return true;
    return false;
  }
  try {
    var android = window.UCNativeBridge;
    if (android && typeof android.postMessage === 'function') {
      visible.push('android');
      android.postMessage(JSON.stringify(init));
    }
  } catch (e) { /* a bridge that throws still counted as visible above */ }
  try {
    var ios = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.ucNative;
    if (ios && typeof ios.postMessage === 'function') {
      visible.push('ios');
      var reply = ios.postMessage(init);
      // A WKScriptMessageHandlerWithReply handler answers through this promise; a refusal rejects it.
      if (reply && typeof reply.then === 'function') {
        reply.then(function (value) {
          if (hasContent(value)) answered('reply');
        }, function () { /* refused: no answer */ });
      }
    }
  } catch (e) { /* idem */ }
  try {
    // The plain-browser form: a parent framing the user center hears the page's calls as postMessage.
    if (window.top !== window.parent) window.top.postMessage({ source: 'uc-page', method: 'init', payload: init.payload }, '*');
  } catch (e) { /* no framing parent to try */ }
  window.parent.postMessage({ source: 'uc-bridge-probe', visible: visible }, '*');
})();
