// A seat's (or a spectator's) page: the server pushes this seat's view over a WebSocket after
// every change; clicking a board element with data-action, a listed action or a typed notation
// submits it through the JSON API with the version it was chosen from.
(function () {
  "use strict";
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const T = cfg.text;
  const $ = (id) => document.getElementById(id);
  const board = $("board"), legalList = $("legal"), log = $("log"), message = $("message");
  let current = null, socket = null, retry = 500;

  const lang = cfg.lang ? `lang=${cfg.lang}` : "";
  const withLang = (path) => lang ? path + (path.includes("?") ? "&" : "?") + lang : path;
  function fmt(s, args) { return s.replace(/\{(\w+)\}/g, (_, k) => (k in args ? args[k] : "")); }
  function show(el, text) { if (!el) return; el.textContent = text || ""; el.hidden = !text; }

  function render(p) {
    if (current && p.version < current.version) return;  // a late push of an older position
    current = p;
    document.body.dataset.version = p.version;
    if (p.svg) {
      board.innerHTML = p.svg; $("board-text").hidden = true;
    } else {
      board.innerHTML = ""; const pre = $("board-text"); pre.hidden = false;
      pre.textContent = T.no_board + "\n\n" + (p.text || JSON.stringify(p.view, null, 1));
    }
    const onBoard = new Set();
    board.querySelectorAll("[data-action]").forEach((el) => {
      onBoard.add(el.getAttribute("data-action")); el.classList.add("clickable");
      el.setAttribute("tabindex", "0"); el.setAttribute("role", "button");
    });
    if (legalList) {
      legalList.innerHTML = "";
      const rest = p.legal.filter((a) => !onBoard.has(a));
      $("legal-title").hidden = rest.length === 0;
      const labels = p.legal_labels || p.legal;  // the action's name in the page's language
      p.legal.forEach((a, i) => {
        if (onBoard.has(a)) return;
        const li = document.createElement("li"), b = document.createElement("button");
        b.textContent = labels[i]; b.dataset.action = a; b.className = "action";
        if (labels[i] !== a) b.title = a;  // the notation, for typing
        li.appendChild(b); legalList.appendChild(li);
      });
    }
    let status;
    if (p.is_terminal) {
      status = T.game_over + " · " + T.winners + ": " + (p.winners.map((s) => fmt(T.seat_n, {seat: s})).join(", ") || "-")
        + " · " + T.scores + ": " + p.scores.join(" / ");
      $("links").hidden = false;
    } else if (cfg.seat !== null && p.current_player === cfg.seat) {
      status = T.your_turn;
    } else {
      const kind = p.seats[p.current_player];
      status = fmt(T.waiting_for, {seat: p.current_player, kind: kind === "human" ? T.human : kind});
    }
    $("status").textContent = status;
    $("status").classList.toggle("mine", cfg.seat !== null && p.current_player === cfg.seat);
    show($("notice"), p.notice || "");
    const roster = $("roster");
    roster.innerHTML = "";
    p.seats.forEach((kind, s) => {
      const tr = document.createElement("tr");
      if (s === p.current_player) tr.className = "deciding";
      if (p.winners.includes(s)) tr.classList.add("winner");
      [fmt(T.seat_n, {seat: s}) + (s === cfg.seat ? " ★" : ""), kind === "human" ? T.human : kind, p.scores[s]]
        .forEach((text) => { const td = document.createElement("td"); td.textContent = text; tr.appendChild(td); });
      roster.appendChild(tr);
    });
    log.innerHTML = "";
    p.log.forEach((line) => { const li = document.createElement("li"); li.textContent = line; log.appendChild(li); });
    log.scrollTop = log.scrollHeight;
    const undo = $("undo");
    if (undo) { undo.disabled = !p.can_undo; undo.title = p.undo_refusal || ""; }
  }

  async function post(path, body) {
    show(message, "");
    try {
      const r = await fetch(withLang(path), {method: "POST", credentials: "same-origin",
        headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
      if (!r.ok) {
        const e = await r.json().catch(() => ({error: r.statusText}));
        show(message, T.error + ": " + e.error);
        if (r.status === 409) refresh();
      }
    } catch (err) { show(message, T.error + ": " + err); }
  }

  function act(action) {
    if (!current || cfg.seat === null) return;
    post(`/api/games/${cfg.game}/seats/${cfg.seat}/actions`, {action: action, version: current.version});
  }

  async function refresh() {
    const path = cfg.seat === null ? `/api/games/${cfg.game}/view?svg=1`
                                   : `/api/games/${cfg.game}/seats/${cfg.seat}/view?svg=1`;
    const r = await fetch(withLang(path), {credentials: "same-origin"});
    if (r.ok) render(await r.json());
  }

  board.addEventListener("click", (ev) => {
    const el = ev.target.closest("[data-action]");
    if (el && board.contains(el)) act(el.getAttribute("data-action"));
  });
  board.addEventListener("keydown", (ev) => {
    const el = ev.target.closest && ev.target.closest("[data-action]");
    if (el && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); act(el.getAttribute("data-action")); }
  });
  if (legalList) legalList.addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-action]"); if (b) act(b.dataset.action);
  });
  const typed = $("typed");
  if (typed) typed.addEventListener("submit", (ev) => {
    ev.preventDefault(); const v = $("typed-action").value.trim(); if (v) { act(v); $("typed-action").value = ""; }
  });
  const undo = $("undo");
  if (undo) undo.addEventListener("click", () => {
    if (current) post(`/api/games/${cfg.game}/seats/${cfg.seat}/undo`, {version: current.version});
  });

  function connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const q = cfg.seat === null ? "" : `?seat=${cfg.seat}`;
    socket = new WebSocket(withLang(`${proto}://${location.host}/ws/games/${cfg.game}${q}`));
    socket.onopen = () => { retry = 500; $("conn").textContent = T.connected; document.body.dataset.live = "1"; };
    socket.onmessage = (ev) => { const m = JSON.parse(ev.data); if (m.type === "update") render(m); };
    socket.onclose = () => {
      document.body.dataset.live = "0"; $("conn").textContent = T.disconnected;
      setTimeout(connect, retry); retry = Math.min(retry * 2, 8000);
    };
  }
  connect();
  setInterval(() => { if (socket && socket.readyState === 1) socket.send("ping"); }, 25000);
})();
