// The SDK self-check's bridge-isolation probe (#/sdk-check, docs/bridge.md "SDK self-check"). It runs in a sandboxed frame
// with an opaque origin: the kind of document native must never give the bridge to. It looks for each platform's
// bridge, sends init through what it finds (and, when the user center is framed, through the framing parent as the
// page would), then tells the page which bridge objects it could see. ES5: it runs in every webview the page supports.
(function () {
  var script = document.currentScript;
  var version = Number(script && script.getAttribute('data-version')) || 1;
  var init = { method: 'init', payload: { version: version } };
  var visible = [];
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
      ios.postMessage(init);
    }
  } catch (e) { /* idem */ }
  try {
    // The plain-browser form: a parent framing the user center hears the page's calls as postMessage.
    if (window.top !== window.parent) window.top.postMessage({ source: 'uc-page', method: 'init', payload: init.payload }, '*');
  } catch (e) { /* no framing parent to try */ }
  window.parent.postMessage({ source: 'uc-bridge-probe', visible: visible }, '*');
})();
