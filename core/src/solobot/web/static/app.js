// solobot's game page: live updates (server-sent events) and inputs without reloading.
// Everything works without this script too (plain forms); it only makes the page live.
"use strict";
(function () {
  const game = document.getElementById("game");
  if (!game) return;
  const panel = document.getElementById("panel");
  const flash = document.getElementById("flash");
  const ticked = new Set();
  let version = Number(game.dataset.version);

  function show(html, newVersion) {
    if (newVersion < version) return;
    version = newVersion;
    game.dataset.version = String(version);
    const typing = document.activeElement && document.activeElement.name === "line";
    panel.innerHTML = html;
    if (typing) {
      const line = panel.querySelector("form.line input[name=line]");
      if (line) line.focus({ preventScroll: true });
    }
    panel.querySelectorAll("input[type=checkbox][data-key]").forEach(function (box) {
      box.checked = ticked.has(box.dataset.key);
    });
  }

  function say(text, bad) {
    flash.textContent = text || "";
    flash.classList.toggle("bad", Boolean(bad));
  }

  const base = "/game/" + encodeURIComponent(game.dataset.name);
  const source = new EventSource(base + "/events");
  source.onmessage = function (event) {
    const update = JSON.parse(event.data);
    if (update.version > version) {
      say("");
      show(update.html, update.version);
    }
  };

  panel.addEventListener("change", function (event) {
    const box = event.target;
    if (box.matches && box.matches("input[type=checkbox][data-key]")) {
      if (box.checked) ticked.add(box.dataset.key); else ticked.delete(box.dataset.key);
    }
  });

  panel.addEventListener("submit", function (event) {
    const form = event.target;
    if (!form.classList.contains("act")) return;
    event.preventDefault();
    const data = new FormData(form);
    if (event.submitter && event.submitter.name) data.append(event.submitter.name, event.submitter.value);
    form.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
    fetch(form.action, { method: "POST", body: new URLSearchParams(data), headers: { "X-Solobot-Fetch": "1" }, credentials: "same-origin" })
      .then(function (response) { return response.json(); })
      .then(function (reply) {
        if (reply.html !== undefined && (reply.ok || reply.version !== version)) show(reply.html, reply.version);
        else form.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
        say(reply.message, !reply.ok);
      })
      .catch(function () {
        say("Not done: the server did not answer; is solobot serve still running?", true);
        form.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
      });
  });
})();
