// solobot's game page: live updates (server-sent events), inputs without reloading, and what needs
// the person kept in view and focused. Everything works without this script too (plain forms).
"use strict";
(function () {
  document.documentElement.classList.add("js");
  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("/sw.js").catch(function () { /* a phone on the LAN: no worker */ });
  }
  const retry = document.querySelector("[data-retry]");
  if (retry) {  // the offline page: open the page asked for as soon as the server answers again
    setInterval(function () {
      fetch("/ping", { cache: "no-store" }).then(function (r) { if (r.ok) location.reload(); }).catch(function () { });
    }, 3000);
  }
  const game = document.getElementById("game");
  if (!game) return;
  const panel = document.getElementById("panel");
  const flash = document.getElementById("flash");
  const banner = document.getElementById("offline");
  const base = "/game/" + encodeURIComponent(game.dataset.name);
  // the page's own words, in the page's language (the template gives them: no English here)
  const words = game.dataset;
  const device = Math.random().toString(36).slice(2, 12);
  let version = Number(game.dataset.version);
  let ticked = new Set(JSON.parse(game.dataset.ticks || "[]"));
  let tab = "turn";
  let verb = null;
  let stepwise = remembered("solobot.stepwise") === "1";  // per device: kept across reloads and games
  let folded = false;
  // the setup's checklist: open while a step of it is not ticked, unless folded or opened by hand (kept on
  // this device across reloads, for this game)
  const setupKey = "solobot.setup." + game.dataset.name;
  let setupOpen = remembered(setupKey) === null ? null : remembered(setupKey) === "1";
  let setupFirst = false;  // a game opens: the sheet is a part of the page, after the setup's checklist

  function remembered(key, value) {  // localStorage, when the browser allows it
    try {
      if (value === undefined) return window.localStorage.getItem(key);
      window.localStorage.setItem(key, value);
    } catch (e) { /* private mode: for this page only */ }
    return null;
  }

  function csrf() {
    const field = panel.querySelector("input[name=csrf]");
    return field ? field.value : "";
  }

  function needs() { return panel.querySelector("[data-needs]"); }

  function focusNeeds(refused, stay) {
    const sheet = panel.querySelector("section.needs.folded");
    const target = refused ? flash : sheet ? foldedFocus(sheet)
      : (panel.querySelector("[data-needs] [data-focus]") || needs());
    if (!target) return;
    if (!target.hasAttribute("tabindex") && !/^(BUTTON|INPUT|SELECT|A)$/.test(target.tagName)) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    if (!stay) target.scrollIntoView({ block: "nearest" });
  }

  // the folded sheet's button to start from: the verb whose form is open, else its first verb, else "Show"
  function foldedFocus(sheet) {
    return sheet.querySelector(".verbs button[aria-expanded=true]") || sheet.querySelector(".verbs button")
      || sheet.querySelector("button.fold");
  }

  function keys() {
    return new Set(Array.from(panel.querySelectorAll("section.turn ol.checklist > li")).map(function (li) {
      return li.dataset.key;
    }));
  }

  // the room under the status bar
  function barBottom() {
    const bar = panel.querySelector("header.status");
    return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
  }

  // the sheet never scrolls inside: it holds on at the bottom of the screen while it takes at most 60 % of the
  // room under the status bar (the rest shows the turn), else it is a part of the page, read by scrolling it
  function fit() {
    const sheet = panel.querySelector("section.needs");
    if (!sheet) return;
    sheet.classList.remove("tall");
    const bar = panel.querySelector("header.status");
    const room = window.innerHeight - (bar ? bar.offsetHeight : 0);
    sheet.classList.toggle("tall", !sheet.classList.contains("folded")
      && (sheet.offsetHeight > 0.6 * room || (setupFirst && setupUnread())));
  }

  // the sheet's top just under the status bar, when it is a part of the page
  function showSheet() {
    const sheet = panel.querySelector("section.needs.tall");
    if (sheet) window.scrollBy(0, sheet.getBoundingClientRect().top - barBottom() - 4);
  }

  function fold(on) {
    folded = on;
    const sheet = panel.querySelector("section.needs");
    if (sheet && !on) sheet.classList.remove("bare", "inplace");
    applyFold();
    fit();
  }

  // after an input: the first step it added to the bot's turn just under the status bar; the sheet folds to
  // its heading while the turn has no room above it (a tap on "Show" opens it)
  function showTurn(before) {
    const fresh = Array.from(panel.querySelectorAll("section.turn ol.checklist > li")).filter(function (li) {
      return !before.has(li.dataset.key) && li.offsetParent !== null;
    });
    const sheet = panel.querySelector("section.needs");
    if (!fresh.length) return;
    let first = fresh[0];
    const list = first.parentElement;
    const title = list.previousElementSibling;
    if (list.firstElementChild === first && title && title.matches("h3.group")) first = title;
    window.scrollBy(0, first.getBoundingClientRect().top - barBottom() - 6);
    if (!sheet) return;
    const last = fresh[Math.min(fresh.length, 5) - 1];  // its first 5 lines read on arrival: the rest by scrolling
    const box = sheet.getBoundingClientRect();
    const target = sheet.querySelector("[data-needs] [data-focus]") || sheet.querySelector("[data-needs] h2");
    const seen = target ? target.getBoundingClientRect() : box;
    const covered = !sheet.classList.contains("tall") && last.getBoundingClientRect().bottom > box.top;
    const below = sheet.classList.contains("tall") && seen.bottom > window.innerHeight;
    if (covered || below) {
      fold(true);
      // a draw's items folded beside the turn (small chips) still cover its first lines: its heading alone
      if (sheet.querySelector(".choices.short") && last.getBoundingClientRect().bottom > sheet.getBoundingClientRect().top) {
        sheet.classList.add("bare");
        fit();
      }
      // the open verb's choices in place, under its verbs (its send button too when no tap on a choice sends it),
      // when they leave the turn's first lines clear: the first command of the turn as few taps as in the open sheet
      if (sheet.querySelector("form.command:not([hidden])")) {
        sheet.classList.add("inplace");
        if (last.getBoundingClientRect().bottom > sheet.getBoundingClientRect().top) sheet.classList.remove("inplace");
        fit();
      }
      const button = foldedFocus(sheet);
      if (button && !button.hidden) button.focus({ preventScroll: true });
    }
  }

  function placeFlash() {
    const spot = panel.querySelector(".said-here");
    if (spot) spot.appendChild(flash); else game.insertBefore(flash, panel);
  }

  function setTab(name) {
    tab = name;
    const live = panel.querySelector(".live");
    if (live) live.dataset.tab = name;
    panel.querySelectorAll("a.tab").forEach(function (link) {
      if (link.dataset.tab === name) link.setAttribute("aria-current", "page"); else link.removeAttribute("aria-current");
    });
  }

  function openVerb(name, focus) {
    const forms = panel.querySelectorAll("form.command[data-verb]");
    if (!forms.length) return;
    if (!name || !panel.querySelector("form.command[data-verb='" + CSS.escape(name) + "']")) name = forms[0].dataset.verb;
    verb = name;
    forms.forEach(function (form) { form.hidden = form.dataset.verb !== name; });
    panel.querySelectorAll("button.verb").forEach(function (button) {
      button.setAttribute("aria-expanded", String(button.dataset.verb === name));
    });
    if (focus) {
      const form = panel.querySelector("form.command[data-verb='" + CSS.escape(name) + "']");
      const first = form && form.querySelector("input:not([type=hidden]), select");
      if (first) { first.focus({ preventScroll: true }); first.scrollIntoView({ block: "nearest" }); }
    }
  }

  function markSteps() {
    const turn = panel.querySelector("section.turn");
    if (!turn) return;
    turn.classList.toggle("stepwise", stepwise);
    const toggle = turn.querySelector(".stepwise-toggle");
    if (toggle) toggle.setAttribute("aria-pressed", String(stepwise));
    const steps = Array.from(turn.querySelectorAll("ol.checklist > li"));
    steps.forEach(function (li) { li.classList.remove("current"); });
    const next = steps.find(function (li) { return !ticked.has(li.dataset.key); });
    if (next) next.classList.add("current");
    const button = turn.querySelector(".next-step");
    if (button) button.hidden = !stepwise || !next;
  }

  function applyFold() {
    const sheet = panel.querySelector("section.needs");
    const fold = sheet && sheet.querySelector("button.fold");
    if (!fold) return;
    fold.hidden = !panel.querySelector("section.turn, details[data-setup]");
    sheet.classList.toggle("folded", folded && !fold.hidden);
    fold.setAttribute("aria-expanded", String(!sheet.classList.contains("folded")));
    fold.textContent = sheet.classList.contains("folded") ? words.show : words.hide;
    // the line above the moves keeps clear of the button, however long its word is in the page's language
    sheet.style.setProperty("--fold", fold.hidden ? "0px" : fold.offsetWidth + 8 + "px");
  }

  // the setup's steps are still to read: its checklist open, or the turn that is the setup with a step unticked
  function setupUnread() {
    const setup = panel.querySelector("details[data-setup]");
    if (setup) return setup.open;
    return Array.from(panel.querySelectorAll("section.turn[data-setup-turn] input[type=checkbox][data-key]"))
      .some(function (box) { return !box.checked; });
  }

  function applyTicks() {
    panel.querySelectorAll("input[type=checkbox][data-key]").forEach(function (box) {
      box.checked = ticked.has(box.dataset.key);
    });
    markSteps();
    // the setup's checklist stays open until every step of it is ticked (or the person folds it);
    // its heading opens it again
    const setup = panel.querySelector("details[data-setup]");
    if (setup) {
      const left = Array.from(setup.querySelectorAll("input[type=checkbox][data-key]")).some(function (box) {
        return !box.checked;
      });
      setup.open = setupOpen === null ? left : setupOpen;
    }
    if (setupFirst && !setupUnread()) { setupFirst = false; fit(); }  // read and ticked: the moves as usual
  }

  // a command's form offers in each field only what the fields chosen before it allow (its data-choices:
  // every complete choice, and each number's bounds given the choices before it); one choice left is taken
  function followChoices(form) {
    const table = JSON.parse(form.dataset.choices);
    let node = table.tree, path = [];
    table.levels.forEach(function (name) {
      const allowed = node ? Object.keys(node) : null;
      const fields = Array.from(form.elements).filter(function (f) { return f.name === name; });
      const open = function (value) { return !allowed || allowed.indexOf(value) >= 0; };
      fields.forEach(function (field) {
        if (field.tagName === "SELECT") {
          Array.from(field.options).forEach(function (o) { o.hidden = o.disabled = !open(o.value); });
          if (field.selectedIndex < 0 || field.options[field.selectedIndex].disabled) {
            const first = Array.from(field.options).find(function (o) { return !o.disabled; });
            if (first) field.value = first.value;
          }
        } else {
          const label = field.closest("label") || field;
          label.hidden = !open(field.value);
          if (label.hidden && field.checked) field.checked = false;
        }
      });
      const left = allowed ? allowed : [];
      const box = fields.length && fields[0].closest("fieldset, label.field");
      const decided = left.length === 1;
      if (decided) fields.forEach(function (f) { if (f.value === left[0]) { if (f.tagName === "SELECT") f.value = left[0]; else f.checked = true; } });
      if (box) box.toggleAttribute("data-decided", decided);
      const picked = fields.find(function (f) { return f.tagName === "SELECT" || f.checked; });
      const value = picked ? picked.value : null;
      node = node && value !== null && node[value] !== undefined ? node[value] : null;
      path.push(value);
    });
    // a number shown before a choice its bounds do not hang on (not chosen yet): bounded as soon as every
    // limit that the choices made allow gives it the same bounds
    const agreed = {};
    table.limits.forEach(function (limit) {
      if (limit[1].some(function (word, i) { return path[i] !== null && path[i] !== word; })) return;
      const bounds = String(limit[2]) + " " + String(limit[3]);
      agreed[limit[0]] = agreed[limit[0]] === undefined || agreed[limit[0]] === bounds ? bounds : false;
    });
    table.limits.forEach(function (limit) {
      const field = form.elements[limit[0]];
      const before = limit[1];
      if (!field || !agreed[limit[0]]) return;
      if (before.some(function (word, i) { return path[i] !== null && path[i] !== word; })) return;
      field.min = limit[2] === null ? "" : String(limit[2]);
      field.max = limit[3] === null ? "" : String(limit[3]);
      if (field.value === "") return;
      const n = Number(field.value);
      if ((limit[2] !== null && n < limit[2]) || (limit[3] !== null && n > limit[3])) {
        field.value = String(limit[2] !== null && limit[2] > 1 ? limit[2] : (limit[3] !== null && limit[3] < 1 ? limit[3] : 1));
      }
    });
  }

  function followAll() {
    panel.querySelectorAll("form[data-choices]").forEach(followChoices);
    panel.querySelectorAll("form.command").forEach(markSends);
  }

  // a field with nothing left to choose: one choice (an optional one that offers only "none" too), or a number
  // whose bounds meet
  function decided(field) {
    if (field.hasAttribute("data-decided")) return true;
    const number = field.querySelector("input[type=number]");
    if (number) return number.min !== "" && number.min === number.max;
    const chips = Array.from(field.querySelectorAll("label.chip-choice")).filter(function (l) { return !l.hidden; });
    return field.matches("fieldset") && chips.length <= 1;
  }

  // the last field of a form that still asks for a choice, when its choices are chips: a tap on one of them
  // completes the form and sends it (data-sends; its legend says so), one tap less than the send button
  function markSends(form) {
    const fields = Array.from(form.querySelectorAll(".field"));
    const open = fields.filter(function (field) { return !decided(field); });
    const last = open.length ? open[open.length - 1] : null;
    const sends = last && last.matches("fieldset") && last.querySelector("input[type=radio]") ? last : null;
    fields.forEach(function (field) { field.toggleAttribute("data-sends", field === sends); });
  }

  function show(html, newVersion) {
    if (newVersion < version) return;
    version = newVersion;
    game.dataset.version = String(version);
    const typing = document.activeElement && document.activeElement.name === "line";
    game.insertBefore(flash, panel);
    panel.innerHTML = html;
    folded = false;  // a new request: the sheet shows it
    setupFirst = false;
    placeFlash();
    applyFold();
    setTab(tab);
    openVerb(verb, false);
    followAll();
    applyTicks();
    fit();
    if (typing) {
      const line = panel.querySelector("form.line input[name=line]");
      if (line) { line.closest("details").open = true; line.focus({ preventScroll: true }); }
    }
  }

  function entering() {  // the person is typing or choosing in a field: the focus stays there
    const active = document.activeElement;
    return Boolean(active && active.matches("input[type=text], input[type=number], select, textarea"));
  }

  function say(text, bad) {
    flash.textContent = text || "";
    flash.classList.toggle("bad", Boolean(bad));
    reachable();
    fit();
  }

  // a line longer than its box scrolls: then the keyboard reaches it too (a longer language's line may)
  function reachable() {
    flash.tabIndex = flash.scrollHeight > flash.clientHeight + 1 ? 0 : -1;
  }

  function offline(down) {
    if (banner) banner.hidden = !down;
  }

  // -- live updates ---------------------------------------------------------------------------
  const source = new EventSource(base + "/events");
  source.onopen = function () { offline(false); };
  source.onerror = function () { if (source.readyState !== EventSource.OPEN) offline(true); };
  source.onmessage = function (event) {
    offline(false);
    const update = JSON.parse(event.data);
    if (update.ticks) { ticked = new Set(update.ticks); applyTicks(); }
    if (update.html !== undefined && update.version > version) {
      const elsewhere = update.by && update.by !== device && update.said;
      const before = keys();
      show(update.html, update.version);
      const said = elsewhere && words.done && update.said.indexOf(words.done) === 0 ? update.said.slice(words.done.length) : update.said;
      say(elsewhere ? words.elsewhere.replace("{said}", said) : "", false);
      if (elsewhere && !entering()) { focusNeeds(false); showTurn(before); }
    }
  };

  // -- taps -----------------------------------------------------------------------------------
  panel.addEventListener("click", function (event) {
    const summary = event.target.closest("details[data-setup] > summary");
    if (summary) {  // the person's own choice, kept on this device
      setupOpen = !summary.parentElement.open;
      remembered(setupKey, setupOpen ? "1" : "0");
    }
    const target = event.target.closest("button, a");
    if (!target) return;
    if (target.matches("a.tab")) {
      event.preventDefault();
      setTab(target.dataset.tab);
      window.scrollTo(0, 0);
    } else if (target.matches("button.verb")) {
      const opening = folded;  // a verb tapped in the folded sheet opens it, at that verb's form
      if (opening) fold(false);
      openVerb(target.dataset.verb, true);
      fit();
      if (opening) showSheet();
    } else if (target.matches("button.step")) {
      const field = target.parentElement.querySelector("input[type=number]");
      const low = field.min === "" ? null : Number(field.min), high = field.max === "" ? null : Number(field.max);
      let next = field.value === "" ? (low === null ? 1 : low) : Number(field.value) + Number(target.dataset.step);
      if (low !== null && next < low) next = low;
      if (high !== null && next > high) next = high;
      field.value = String(next);
    } else if (target.matches(".stepwise-toggle")) {
      stepwise = !stepwise;
      remembered("solobot.stepwise", stepwise ? "1" : "0");
      markSteps();
    } else if (target.matches("button.fold")) {
      fold(!folded);
      if (!folded) { showSheet(); focusNeeds(false); }
    } else if (target.matches(".next-step")) {
      const current = panel.querySelector("section.turn li.current");
      if (current) tick(current.dataset.key, true);
      const next = panel.querySelector("section.turn li.current");
      if (next) next.scrollIntoView({ block: "nearest" }); else focusNeeds(false);
    }
  });

  function tick(key, done) {
    if (done) ticked.add(key); else ticked.delete(key);
    applyTicks();
    const data = new URLSearchParams({ csrf: csrf(), key: key, done: done ? "1" : "" });
    fetch(base + "/tick", { method: "POST", body: data, headers: { "X-Solobot-Fetch": "1" }, credentials: "same-origin" })
      .catch(function () { offline(true); });
  }

  // a chip tapped again is chosen no more (an optional field goes back to "none"): nothing is sent
  // that the person did not mean
  let wasChecked = null;
  panel.addEventListener("pointerdown", function (event) {
    const chip = event.target.closest && event.target.closest("label.chip-choice");
    const radio = chip && chip.querySelector("input[type=radio]");
    wasChecked = radio && radio.checked ? radio : null;
  });
  panel.addEventListener("click", function (event) {
    const chip = event.target.closest && event.target.closest("label.chip-choice");
    if (!chip || !wasChecked || event.target !== wasChecked || chip.closest("[data-decided]")) return;  // decided: stays
    const radio = wasChecked;
    wasChecked = null;
    if (radio.value === "") return;  // "none" stays chosen
    radio.checked = false;
    const none = radio.form && radio.form.querySelector("input[type=radio][name='" + CSS.escape(radio.name) + "'][value='']");
    if (none) none.checked = true;
  });
  panel.addEventListener("change", function (event) {
    const box = event.target;
    const follows = box.form && box.form.dataset && box.form.dataset.choices;
    if (follows) followChoices(box.form);
    if (box.form && box.form.matches("form.command")) {
      markSends(box.form);
      const sending = box.matches("input[type=radio]") && box.checked && box.closest(".field[data-sends]");
      if (sending && box.form.checkValidity()) box.form.requestSubmit(box.form.querySelector("button.go"));
    }
    if (box.matches && box.matches("input[type=checkbox][data-key]")) tick(box.dataset.key, box.checked);
    // several dice: sent as soon as each has its face (the face of one die is one tap of its own)
    const dice = box.matches && box.matches("input[type=radio]") && box.closest("form.dice");
    if (dice && Array.from(dice.querySelectorAll("fieldset.dicepad")).every(function (pad) {
      return pad.querySelector("input:checked");
    })) dice.requestSubmit();
  });

  panel.addEventListener("submit", function (event) {
    const form = event.target;
    if (!form.classList.contains("act")) return;
    event.preventDefault();
    const typed = form.matches("form.line") && form.elements.line.value.trim().toLowerCase();
    const help = typed === "help" && panel.querySelector("details#commands");
    if (help) {  // the terminal's `help`, typed on the page: the page's list of the commands, opened
      help.open = true;
      fit();
      help.scrollIntoView({ block: "nearest" });
      help.querySelector("summary").focus({ preventScroll: true });
      return;
    }
    const data = new FormData(form);
    if (event.submitter && event.submitter.name) data.append(event.submitter.name, event.submitter.value);
    data.append("device", device);
    form.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
    const before = keys(), asked = version;  // the turn as it was: its new steps are shown after
    fetch(form.action, { method: "POST", body: new URLSearchParams(data), headers: { "X-Solobot-Fetch": "1" }, credentials: "same-origin" })
      .then(function (response) { return response.json(); })
      .then(function (reply) {
        offline(false);
        const moved = reply.html !== undefined && reply.version !== version;
        if (moved) show(reply.html, reply.version);
        else form.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
        if (reply.ok) { setTab("turn"); openVerb(null, false); }  // done: the next step starts on the first verb
        say(reply.message, !reply.ok || reply.saved === false);  // done but not saved: shown as a problem
        setupFirst = false;  // the person is at the moves now: the sheet as usual
        fit();
        const line = document.activeElement && document.activeElement.name === "line" ? document.activeElement : null;
        if (line) line.scrollIntoView({ block: "center" }); else focusNeeds(!reply.ok);
        if (reply.ok && version !== asked) showTurn(before);  // shown now, or already by the live update
      })
      .catch(function () {
        offline(true);
        say(words.unanswered, true);
        form.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
        focusNeeds(true);
      });
  });

  // -- the server out of reach: say so, try again, keep what was entered -------------------------
  setInterval(function () {
    if (!banner || banner.hidden) return;
    fetch("/ping", { cache: "no-store" }).then(function (r) { if (r.ok) offline(false); }).catch(function () { });
  }, 2000);

  placeFlash();
  applyFold();
  setTab(tab);
  openVerb(null, false);
  followAll();
  applyTicks();
  reachable();
  // a game opens: its setup's checklist is read first, the moves after it in the page (not over it)
  setupFirst = setupUnread() && Boolean(panel.querySelector(".moves"));
  fit();
  window.addEventListener("resize", fit);
  focusNeeds(flash.classList.contains("bad") && flash.textContent !== "", setupFirst);
})();
