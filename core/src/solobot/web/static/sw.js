// solobot's service worker: keeps the page's shell (styles, script, icons, the offline page) so the
// app opens from the home screen, and shows the offline page when the server cannot be reached.
// Game pages and moves always go to the server: the game lives there, never in this cache.
"use strict";
const SHELL = "solobot-@VERSION@";
const FILES = ["/offline", "/static/app.css?v=@VERSION@", "/static/app.js?v=@VERSION@", "/static/icon.svg",
               "/static/icon-192.png", "/static/icon-512.png", "/manifest.webmanifest"];

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(SHELL).then(function (cache) { return cache.addAll(FILES); }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name !== SHELL; }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== location.origin || url.pathname.endsWith("/events") || url.pathname === "/ping") return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(function () { return caches.match("/offline"); }));
    return;
  }
  event.respondWith(caches.match(request).then(function (kept) { return kept || fetch(request); }));
});
