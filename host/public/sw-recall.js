// The emergency recall of the host's service worker (docs/deployment.md, "Recalling the service worker"). Shipped in
// place of sw.js: at a device's next open the browser finds a new sw.js, installs this, and it takes over at once,
// deletes every cache of the origin and Workbox's IndexedDB, and unregisters itself. It answers no request (the
// rest of that open goes to the network) and reloads nothing; the open after that has no service worker at all.
// ES5, no import: it must run in every webview that ever ran the real one.
self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(names.map(function (name) {
          return caches.delete(name);
        }));
      })
      .then(function () {
        // the expiry timestamps the first service worker kept (cached file URLs only); absent: nothing happens
        if (self.indexedDB) self.indexedDB.deleteDatabase('workbox-expiration');
        return self.registration.unregister();
      }),
  );
});
