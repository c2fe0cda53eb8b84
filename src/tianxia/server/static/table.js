// The table: a seat's (or a spectator's) page for every game (docs/table.md).  The server pushes
// this seat's payload over a WebSocket after every change; the page shows it (status bar, board,
// hand strip, player panels, log) and turns clicks into legal actions: an element's data-action
// either is a whole legal action (a click submits it) or its beginning (a click selects it; the
// targets that complete it light up; choices with no place on the board become status-bar
// buttons).  It holds no rule of any game: it only ever offers the legal list it was sent.
//
// On touch, a tap on a component shows its tooltip (name, effect) with a button for what the
// component does now; the button acts.  Mouse clicks and Enter/Space act at once.
(function () {
  "use strict";
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const T = cfg.text;
  const $ = (id) => document.getElementById(id);
  const body = document.body;
  const board = $("board"), hand = $("hand"), tip = $("tip");
  const S = {p: null, sel: "", selName: "", pending: false, baseline: null, rebase: null, beforeMine: null, asked: false,
             pointer: {type: "mouse", at: 0, x: 0, y: 0, moved: false}, pz: null, tipFor: null, tipPinned: false};
  const store = {
    get: (k) => { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: (k, v) => { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } },
  };
  const lang = cfg.lang ? `lang=${cfg.lang}` : "";
  const withLang = (path) => lang ? path + (path.includes("?") ? "&" : "?") + lang : path;
  const fmt = (s, args) => String(s || "").replace(/\{(\w+)\}/g, (_, k) => (k in args ? args[k] : ""));
  const begins = (prefix, action) => action === prefix || action.startsWith(prefix + " ");
  const mine = () => !!S.p && cfg.seat !== null && !S.p.is_terminal && S.p.current_player === cfg.seat;

  function say(el, text) { if (el) { el.textContent = text || ""; el.hidden = !text; } }

  // -- who is who --------------------------------------------------------------------------------

  function seatName(s) {
    const n = S.p && S.p.names && S.p.names[s];
    return n || fmt(T.player_n, {n: s + 1});
  }
  function seatColour(s) {
    const c = S.p && S.p.colours && S.p.colours[s];
    // the page's colour-blind palette, when chosen, replaces it (style.css, --seat-colour-N)
    return `var(--seat-colour-${s}, ${c || ["#b03a2e", "#1f618d", "#1e8449", "#9a7d0a", "#6c3483"][s % 5]})`;
  }
  function botName(s) {
    if (S.p && S.p.bots) return S.p.bots[s] || null;
    const k = S.p && S.p.seats[s];
    return k && k !== "human" ? k : null;
  }
  function label(action) {
    const p = S.p, i = p.legal.indexOf(action);
    return i >= 0 && p.legal_labels ? p.legal_labels[i] : action;
  }

  // -- selection: what each element on the board and in the hand strip does now ----------------

  function clickables() {
    return [...board.querySelectorAll("[data-action], [data-actions]"), ...hand.querySelectorAll("[data-action], [data-actions]")];
  }

  function commonBeginning(actions) {
    if (!actions.length) return "";  // a target that continues nothing selected
    const parts = actions.map((a) => a.split(" "));
    const out = [];
    for (let i = 0; parts.every((p) => i < p.length && p[i] === parts[0][i]); i++) out.push(parts[0][i]);
    return out.join(" ");
  }

  /** Set each target's data-action from the selection, light up what continues it, and return
   *  the legal actions no enabled element leads to (they become status-bar buttons). */
  function applySelection() {
    const p = S.p, legal = mine() ? p.legal : [], sel = S.sel;
    const legalSet = new Set(legal);
    const enabled = [];
    clickables().forEach((el) => {
      el.classList.remove("selected", "target");
      if (el.hasAttribute("data-actions")) {
        const all = el.getAttribute("data-actions").split("|").filter((a) => legalSet.has(a));
        const open = sel ? all.filter((a) => a.startsWith(sel + " ")) : all;
        let da = open.length === 1 ? open[0] : commonBeginning(open);
        if (open.length > 1 && (!da || da === sel)) da = "";  // it would not say which: not a choice here
        if (da) {
          el.setAttribute("data-action", da); el.removeAttribute("aria-disabled");
          if (sel) el.classList.add("target");
        } else {
          el.removeAttribute("data-action"); el.setAttribute("aria-disabled", "true");
        }
      } else if (!legal.length) {
        el.setAttribute("aria-disabled", "true");
      } else {
        el.removeAttribute("aria-disabled");
        const da = el.getAttribute("data-action");
        if (sel && da === sel) el.classList.add("selected");
        else if (sel && begins(sel, da)) el.classList.add("target");
      }
      const da = el.getAttribute("data-action");
      if (da && el.getAttribute("aria-disabled") !== "true") {
        enabled.push(da);
        if (!el.dataset.tipName) el.setAttribute("aria-label", legalSet.has(da) ? label(da) : T.click_selects);
      }
    });
    body.classList.toggle("selecting", !!sel);
    markWhy();
    const open = sel ? legal.filter((a) => begins(sel, a)) : legal;
    return open.filter((a) => !enabled.some((da) => da.length > sel.length && (!sel || begins(sel, da)) && begins(da, a)));
  }

  /** Why a choice is closed now (docs/table.md, "Why not"): the engine's reason for what the
   *  drawing marks data-unavailable (payload ``reasons``) and for the game's declared choices
   *  without a place of their own (``unavailable``, by component id) goes on the component. */
  function markWhy() {
    const p = S.p, on = mine();
    const why = on ? (p.reasons || {}) : {};
    [...board.querySelectorAll("[data-why]"), ...hand.querySelectorAll("[data-why]")].forEach((e) => {
      delete e.dataset.why; e.classList.remove("unavailable");
    });
    const put = (e, reason) => {
      if (!e || !reason || (e.hasAttribute("data-action") && e.getAttribute("aria-disabled") !== "true")) return;
      e.dataset.why = reason; e.classList.add("unavailable");
      if (!e.hasAttribute("tabindex")) e.setAttribute("tabindex", "-1");
    };
    [...board.querySelectorAll("[data-unavailable]"), ...hand.querySelectorAll("[data-unavailable]")].forEach((e) => {
      const n = e.getAttribute("data-unavailable").split("|").find((a) => why[a]);
      if (n) put(e, why[n]);
    });
    (on ? p.unavailable || [] : []).forEach((u) => { if (u.id) put(document.getElementById(u.id), u.reason); });
  }

  /** The status bar says why a closed choice is closed (a click, Enter or a tap on it). */
  const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
  function sayWhy(name, reason) {
    say($("why"), reason ? `${name ? name + ": " : ""}${cap(reason)}` : "");
  }

  function renderWhyBox() {
    const box = $("why-box"), list = mine() ? (S.p.unavailable || []) : [];
    const chips = list.map((u) => {
      const b = document.createElement("button");
      b.type = "button"; b.className = "why-chip"; b.textContent = u.name;
      b.setAttribute("aria-label", `${u.name}: ${T.why_not}`);  // it explains, it does not act
      b.dataset.tipName = u.name; b.dataset.tipDesc = u.reason; b.dataset.why = u.reason;
      return b;
    });
    if (chips.length) {
      const head = document.createElement("span"); head.className = "why-head"; head.textContent = T.why_not_list;
      chips.unshift(head);
    }
    box.replaceChildren(...chips);
    box.hidden = !list.length;
  }
  $("why-box").addEventListener("click", (e) => {
    const b = e.target.closest(".why-chip");
    if (b) sayWhy(b.dataset.tipName, b.dataset.why);
  });

  function activate(el) {
    const da = el.getAttribute("data-action");
    if ((!da || el.getAttribute("aria-disabled") === "true") && el.dataset.why && mine()) {
      sayWhy(el.dataset.tipName, el.dataset.why); return;
    }
    if (!da || !mine() || S.pending || el.getAttribute("aria-disabled") === "true") return;
    sayWhy("");
    const legal = S.p.legal;
    const more = legal.some((a) => a.startsWith(da + " "));
    if (legal.includes(da) && !more) { submit(da); return; }
    if (!more) return;
    if (da === S.sel) { clearSelection(); return; }
    S.sel = da;
    S.selName = el.dataset.tipName || da;
    hideTip();
    refreshChoices();
    showTargets();
  }

  /** On a panned board, bring the lit targets into view when none is. */
  function showTargets() {
    if (!S.pz) return;
    const vp = $("board-viewport").getBoundingClientRect();
    const lit = [...board.querySelectorAll(".target")];
    const inView = (r) => r.left >= vp.left && r.right <= vp.right && r.top >= vp.top && r.bottom <= vp.bottom;
    if (lit.length && !lit.every((t) => inView(t.getBoundingClientRect()))) frameTargets(lit);
  }

  function clearSelection() {
    S.sel = ""; S.selName = "";
    refreshChoices();
  }

  // -- acting -----------------------------------------------------------------------------------

  async function post(path, body_) {
    say($("message"), "");
    try {
      const r = await fetch(withLang(path), {method: "POST", credentials: "same-origin",
        headers: {"Content-Type": "application/json"}, body: JSON.stringify(body_)});
      if (!r.ok) {
        const e = await r.json().catch(() => ({error: r.statusText}));
        say($("message"), T.error + ": " + e.error);
        if (r.status === 409) refresh();
        return false;
      }
      return true;
    } catch (err) { say($("message"), T.error + ": " + err); return false; }
  }

  function confirming() { return store.get("tianxia.confirm") === "1"; }
  /** Ask before a move Undo could not take back (payload ``irreversible``); on unless switched off. */
  function confirmingFinal() { return store.get("tianxia.confirm-final") !== "0"; }

  function submit(action) {
    if (!S.p || cfg.seat === null) return;
    const final = confirmingFinal() && (S.p.irreversible || []).includes(action);
    if (confirming() || final) {
      $("confirm-label").textContent = fmt(final ? T.confirm_final : T.confirm_q, {label: label(action)});
      $("confirm-box").classList.toggle("final", final);
      $("confirm").dataset.pendingAction = action;
      $("confirm-box").hidden = false;
      $("choices").hidden = true;
      $("confirm").focus({preventScroll: true});
      return;
    }
    send(action);
  }

  async function send(action) {
    $("confirm-box").hidden = true; $("choices").hidden = false;
    S.pending = true; body.dataset.pending = "1"; S.rebase = S.p.version; S.beforeMine = S.shown;
    hideTip();
    const ok = await post(`/api/games/${cfg.game}/seats/${cfg.seat}/actions`, {action, version: S.p.version});
    if (!ok) { S.pending = false; body.dataset.pending = "0"; S.rebase = null; }
  }

  // -- tooltips -----------------------------------------------------------------------------------

  function tipDoes(el) {
    const da = el.getAttribute("data-action");
    if (!da || !mine() || el.getAttribute("aria-disabled") === "true") return null;
    const legal = S.p.legal;
    if (legal.includes(da) && !legal.some((a) => a.startsWith(da + " "))) return label(da);
    return T.click_selects;
  }

  function showTip(el, pinned) {
    const name = el.dataset.tipName, desc = el.dataset.tipDesc, does = tipDoes(el);
    if (!name && !desc && !does && !el.dataset.why) return;
    const parts = [];
    if (name) { const b = document.createElement("strong"); b.textContent = name; parts.push(b); }
    if (desc && !el.classList.contains("why-chip")) { const d = document.createElement("p"); d.textContent = desc; parts.push(d); }
    if (el.dataset.why && mine()) {
      const w = document.createElement("p"); w.className = "tip-why";
      w.textContent = `${T.why_not}. ${cap(el.dataset.why)}`; parts.push(w);
    }
    if (does) {
      if (pinned) {
        const btn = document.createElement("button");
        btn.type = "button"; btn.className = "tip-act"; btn.textContent = does;
        btn.addEventListener("click", (e) => { e.stopPropagation(); hideTip(); activate(el); });
        parts.push(btn);
      } else {
        const d = document.createElement("p"); d.className = "tip-act"; d.textContent = fmt(T.click_does, {label: does});
        parts.push(d);
      }
    }
    if (pinned) {
      const x = document.createElement("button");
      x.type = "button"; x.className = "tip-close"; x.textContent = "×"; x.setAttribute("aria-label", T.close);
      x.addEventListener("click", (e) => { e.stopPropagation(); hideTip(); });
      parts.unshift(x);
    }
    tip.replaceChildren(...parts);
    tip.hidden = false; tip.classList.toggle("pinned", !!pinned);
    S.tipFor = el; S.tipPinned = !!pinned;
    el.setAttribute("aria-describedby", "tip");
    const F = window.FloatingUIDOM;
    if (F) {
      F.computePosition(el, tip, {strategy: "fixed", placement: "top",
        middleware: [F.offset(8), F.flip(), F.shift({padding: 6})]})
        .then(({x, y}) => { tip.style.left = `${x}px`; tip.style.top = `${y}px`; });
    }
  }

  function hideTip() {
    if (S.tipFor) S.tipFor.removeAttribute("aria-describedby");
    tip.hidden = true; S.tipFor = null; S.tipPinned = false;
  }

  function tipTarget(node) {
    return node && node.closest ? node.closest("[data-tip-name], [data-tip-desc], #board [data-action], #hand [data-action]") : null;
  }

  document.addEventListener("pointerover", (e) => {
    if (e.pointerType === "touch" || S.tipPinned) return;
    const el = tipTarget(e.target);
    if (el && el !== S.tipFor) showTip(el, false);
  });
  document.addEventListener("pointerout", (e) => {
    if (e.pointerType === "touch" || S.tipPinned) return;
    const el = tipTarget(e.target);
    if (el && el === S.tipFor && !el.contains(e.relatedTarget)) hideTip();
  });
  document.addEventListener("focusin", (e) => {
    const el = tipTarget(e.target);
    const keyboard = !e.target.matches || e.target.matches(":focus-visible");  // not the focus a click leaves
    if (el && !S.tipPinned && keyboard) showTip(el, false);
    const pressed = S.pointer.target && el && el.contains(S.pointer.target) && performance.now() - S.pointer.at < 600;
    if (el && board.contains(el) && !pressed) reveal(el);  // keyboard focus: bring it into view
  });
  document.addEventListener("focusout", (e) => {
    if (!S.tipPinned && S.tipFor && S.tipFor === tipTarget(e.target)) hideTip();
  });

  // -- clicks, taps and keys on the drawings -----------------------------------------------------

  document.addEventListener("pointerdown", (e) => {
    S.pointer = {type: e.pointerType, at: performance.now(), x: e.clientX, y: e.clientY, moved: false, target: e.target};
    if (S.tipPinned && !tip.contains(e.target) && tipTarget(e.target) !== S.tipFor) hideTip();
  }, true);
  document.addEventListener("pointermove", (e) => {
    if (e.buttons && Math.hypot(e.clientX - S.pointer.x, e.clientY - S.pointer.y) > 8) S.pointer.moved = true;
  }, true);

  function onDrawingClick(e) {
    if (S.pointer.moved) { S.pointer.moved = false; return; }  // the end of a pan, not a click
    const comp = tipTarget(e.target);
    const el = e.target.closest("[data-action], [data-actions]");
    if (S.pointer.type === "touch" && performance.now() - S.pointer.at < 1500) {
      const live = el && el.getAttribute("data-action") && el.getAttribute("aria-disabled") !== "true" && mine();
      if (live && el.classList.contains("target")) { hideTip(); activate(el); return; }  // lit: the tap acts
      if (live) { showTip(el, true); return; }  // a piece inside it (a tucked card) must not hide what it does
      if (comp) showTip(el && comp.contains(el) ? el : comp, true);
      return;
    }
    const closed = e.target.closest("[data-why]");
    if (!el && closed && mine()) { sayWhy(closed.dataset.tipName, closed.dataset.why); return; }
    if (el) { hideTip(); activate(el); }  // done: the tooltip's "click: ..." is past
  }
  board.addEventListener("click", onDrawingClick);
  hand.addEventListener("click", onDrawingClick);
  $("panels").addEventListener("click", (e) => {  // a counter's tooltip, on touch
    const el = e.target.closest("[data-tip-name]");
    if (el && S.pointer.type === "touch") showTip(el, true);
  });
  function onDrawingKey(e) {
    const el = e.target.closest && (e.target.closest("[data-action]") || e.target.closest("[data-why]"));
    if (el && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); activate(el); }
  }
  board.addEventListener("keydown", onDrawingKey);
  hand.addEventListener("keydown", onDrawingKey);
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    if (!tip.hidden) hideTip();
    else if (!$("confirm-box").hidden) cancelConfirm();
    else if (S.sel) clearSelection();
  });

  // -- the status bar -----------------------------------------------------------------------------

  function statusText() {
    const p = S.p;
    if (p.is_terminal) {
      const names = p.winners.map(seatName).join(", ");
      return names ? fmt(T.game_over_won, {names}) : T.game_over;
    }
    if (mine()) {
      if (S.sel) {
        const lit = document.querySelector("#board .target, #hand .target");
        return fmt(lit ? T.selected_what : T.selected_buttons, {name: S.selName});
      }
      return p.prompt ? fmt(T.your_turn_prompt, {prompt: p.prompt}) : T.your_turn_plain;
    }
    const cp = p.current_player;
    if (cp === null || cp === undefined) return "";
    if (p.prompt && p.prompt_names) return p.prompt;  // the game says whom it waits for, and what they decide
    const bot = botName(cp);
    const who = bot ? `${seatName(cp)} (${bot})` : seatName(cp);
    return p.prompt ? fmt(T.waiting_prompt, {name: who, prompt: p.prompt}) : fmt(T.waiting_plain, {name: who});
  }

  function refreshChoices() {
    const rest = applySelection();
    const box = $("choices");
    box.replaceChildren(...rest.map((a) => {
      const b = document.createElement("button");
      b.type = "button"; b.className = "choice"; b.dataset.action = a; b.textContent = label(a);
      return b;
    }));
    $("cancel").hidden = !S.sel;
    body.dataset.selected = S.sel;
    const st = $("status");
    st.textContent = statusText();
    st.classList.toggle("mine", mine());
    renderWhyBox();
    document.dispatchEvent(new CustomEvent("tianxia:choices", {detail: {selected: S.sel}}));
  }

  $("choices").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-action]");
    if (b && mine() && !S.pending) submit(b.dataset.action);
  });
  $("cancel").addEventListener("click", clearSelection);
  function cancelConfirm() { $("confirm-box").hidden = true; $("choices").hidden = false; }
  $("confirm").addEventListener("click", () => { const a = $("confirm").dataset.pendingAction; if (a) send(a); });
  $("confirm-cancel").addEventListener("click", cancelConfirm);
  const undo = $("undo");
  if (undo) undo.addEventListener("click", () => {
    if (S.p && !S.pending) { S.rebase = S.p.version; S.beforeMine = S.shown; post(`/api/games/${cfg.game}/seats/${cfg.seat}/undo`, {version: S.p.version}); }
  });
  const finalSetting = $("confirm-final-setting");
  if (finalSetting) {
    finalSetting.checked = confirmingFinal();
    finalSetting.addEventListener("change", () => store.set("tianxia.confirm-final", finalSetting.checked ? "1" : "0"));
  }
  const setting = $("confirm-setting");
  if (setting) {
    setting.checked = confirming();
    setting.addEventListener("change", () => store.set("tianxia.confirm", setting.checked ? "1" : "0"));
  }

  // -- players, scores, log, notation ------------------------------------------------------------

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function renderPanels() {
    const p = S.p, box = $("panels");
    const panels = p.seats.map((_, s) => {
      const d = el("section", "panel");
      d.style.setProperty("--seat", seatColour(s));
      if (s === p.current_player && !p.is_terminal) d.classList.add("deciding");
      if (p.winners.includes(s)) d.classList.add("winner");
      if (s === cfg.seat) d.classList.add("me");
      d.dataset.seat = s;
      const head = el("div", "panel-head");
      head.append(el("span", "swatch"), el("strong", "pname", seatName(s) + (s === cfg.seat ? ` (${T.you})` : "")));
      const bot = botName(s);
      if (bot) head.append(el("span", "pbot", bot));
      head.append(el("span", "pscore", fmt(T.points_n, {n: p.scores[s]})));
      d.append(head);
      if (s === p.current_player && !p.is_terminal) d.append(el("span", "pturn", T.deciding));
      const counters = (p.panels && p.panels[s]) || [];
      if (counters.length) {
        const ul = el("ul", "counters");
        counters.forEach((c) => {
          const li = el("li", "counter");
          li.append(el("span", "cname", c.name + ": "), el("b", "cvalue", String(c.value)));
          if (c.tip) { li.dataset.tipName = c.name; li.dataset.tipDesc = c.tip; li.tabIndex = 0; }
          ul.append(li);
        });
        d.append(ul);
      }
      if (s === cfg.seat) {
        const b = el("button", "rename", T.change_name);
        b.type = "button"; b.addEventListener("click", () => askName(true));
        d.append(b);
      }
      return d;
    });
    box.replaceChildren(...panels);
  }

  function renderScores() {
    const p = S.p, table = $("score-table");
    const rows = (p.score_table && p.score_table.length) ? p.score_table : [{category: T.total, points: p.scores}];
    const head = el("tr");
    head.append(el("th", "", T.category), ...p.seats.map((_, s) => {
      const th = el("th", "seat-col"); th.title = seatName(s); th.append(el("span", "", seatName(s))); return th;
    }));
    const trs = rows.map((r) => {
      const tr = el("tr");
      const th = el("th", "", r.category); th.scope = "row";
      tr.append(th, ...r.points.map((v) => el("td", "", String(v))));
      return tr;
    });
    if (p.score_table && p.score_table.length) {
      const tot = el("tr", "total");
      const th = el("th", "", T.total); th.scope = "row";
      tot.append(th, ...p.scores.map((v) => el("td", "", String(v))));
      trs.push(tot);
    }
    const thead = el("thead"); thead.append(head);
    const tbody = el("tbody"); tbody.append(...trs);
    table.replaceChildren(thead, tbody);
    if (p.is_terminal && !S.scoresShownAtEnd) { S.scoresShownAtEnd = true; toggleScores(true); }
  }
  function toggleScores(open) {
    const t = $("score-table"), b = $("scores-toggle");
    const show = open === undefined ? t.hidden : open;
    t.hidden = !show; b.setAttribute("aria-expanded", String(show));
  }
  $("scores-toggle").addEventListener("click", () => toggleScores());

  function renderNotation() {
    const p = S.p;
    const dl = $("legal-list");
    dl.replaceChildren(...(mine() ? p.legal : []).map((a) => { const o = document.createElement("option"); o.value = a; return o; }));
    const moves = $("moves");
    moves.replaceChildren(...(p.history || []).map((a) => el("li", "", a)));
  }

  function putNames(root) {
    root.querySelectorAll("[data-seat-name]").forEach((t) => {
      const s = Number(t.getAttribute("data-seat-name"));
      if (S.p.names && S.p.names[s]) t.textContent = S.p.names[s];
    });
  }

  // -- names -----------------------------------------------------------------------------------

  function askName(force) {
    const dlg = $("name-dialog");
    if (!dlg || cfg.seat === null || dlg.open) return;
    const key = `tianxia.asked.${cfg.game}.${cfg.seat}`;
    if (!force) {
      if (S.asked || (S.p.names && S.p.names[cfg.seat])) return;
      try { if (sessionStorage.getItem(key)) return; } catch (e) { /* private mode */ }
    }
    S.asked = true;
    $("name-input").value = (S.p.names && S.p.names[cfg.seat]) || store.get("tianxia.name") || "";
    dlg.showModal();
  }
  const nameForm = $("name-form");
  if (nameForm) {
    nameForm.addEventListener("submit", async (e) => {
      e.preventDefault();
      const name = $("name-input").value.trim();
      if (!name) return;
      store.set("tianxia.name", name);
      const ok = await post(`/api/games/${cfg.game}/seats/${cfg.seat}/name`, {name});
      if (ok) $("name-dialog").close();
    });
    $("name-later").addEventListener("click", () => {
      try { sessionStorage.setItem(`tianxia.asked.${cfg.game}.${cfg.seat}`, "1"); } catch (e) { /* private mode */ }
      $("name-dialog").close();
    });
  }

  // -- the board's pan and zoom on phones ---------------------------------------------------------

  const phone = window.matchMedia("(max-width: 700px)");
  function svgWidth(svg) {
    const w = parseFloat(svg.getAttribute("width"));
    if (w) return w;
    const vb = (svg.getAttribute("viewBox") || "").split(/[\s,]+/).map(Number);
    return vb.length === 4 ? vb[2] : svg.getBoundingClientRect().width;
  }
  function sizeBoard() {
    const strip = hand.querySelector(":scope > svg");
    if (strip) { strip.style.width = `${svgWidth(strip)}px`; }  // the hand strip is 1:1 and scrolls
    const svg = board.querySelector(":scope > svg");
    if (!svg) return;
    const w = svgWidth(svg), vb = (svg.getAttribute("viewBox") || "").split(/[\s,]+/).map(Number);
    const h = parseFloat(svg.getAttribute("height")) || (vb.length === 4 ? vb[3] * w / vb[2] : 0);
    if (phone.matches) {
      svg.style.width = `${w}px`;  // 1 SVG unit = 1 CSS px
      svg.style.height = "auto"; svg.style.maxWidth = "none";
      $("board-viewport").style.maxHeight = h ? `${Math.ceil(h) + 2}px` : "";  // no empty band under a short board
      if (S.pz && S.deskZoom) { S.pz.destroy(); S.pz = null; S.deskZoom = false; board.style.transform = ""; }
      if (!S.pz && window.Panzoom) {
        S.pz = makePz();
        $("board-viewport").addEventListener("wheel", wheel, {passive: false});
      }
    } else if (S.deskZoom) {
      $("board-viewport").style.maxHeight = "";  // zoomed by the buttons on a desktop: kept as it is
    } else {
      svg.style.width = ""; svg.style.height = "";
      svg.style.maxWidth = `${Math.round(1.5 * w)}px`;  // fitted to the width, a small drawing not blown up
      $("board-viewport").style.maxHeight = "";
      if (S.pz) {
        S.pz.reset({animate: false}); S.pz.destroy(); S.pz = null;
        board.style.transform = ""; board.style.cursor = "";
        $("board-viewport").removeEventListener("wheel", wheel);
      }
    }
  }
  function makePz() {
    return window.Panzoom(board, {maxScale: 4, minScale: 0.2, step: 0.25, cursor: "grab", animate: false,
                                  excludeClass: "no-pan"});
  }
  function wheel(e) { if (S.pz) S.pz.zoomWithWheel(e); }
  phone.addEventListener("change", sizeBoard);
  function zoomBy(f) {
    if (!S.pz && window.Panzoom && !phone.matches) { S.pz = makePz(); S.deskZoom = true; }  // desktop: zoom by the buttons
    if (S.pz) S.pz.zoom(S.pz.getScale() * f, {animate: false});
  }
  function fit() {
    if (S.deskZoom) {  // desktop: back to the board fitted to the width
      S.pz.reset({animate: false}); S.pz.destroy(); S.pz = null; S.deskZoom = false;
      board.style.transform = ""; board.style.cursor = "";
      return;
    }
    if (!S.pz) return;
    const svg = board.querySelector(":scope > svg"), vp = $("board-viewport");
    const W = board.offsetWidth, H = board.offsetHeight;
    const s = Math.min(1, vp.clientWidth / svgWidth(svg));
    S.pz.zoom(s, {animate: false});
    S.pz.pan(W * (s - 1) / (2 * s), H * (s - 1) / (2 * s), {animate: false, force: true});
  }
  $("zoom-in").addEventListener("click", () => zoomBy(1.25));
  $("zoom-out").addEventListener("click", () => zoomBy(0.8));
  $("zoom-fit").addEventListener("click", fit);

  /** Pan the board so a component reached by the keyboard (or a test's focus) is in view. */
  function reveal(target) {
    if (!S.pz) return;
    const vp = $("board-viewport").getBoundingClientRect(), r = target.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);  // not under the zoom tools or the dock
    if (r.left >= vp.left && r.right <= vp.right && r.top >= vp.top && r.bottom <= vp.bottom && hit && target.contains(hit)) return;
    const k = S.pz.getScale();
    const dx = (vp.left + vp.width / 2) - (r.left + r.width / 2), dy = (vp.top + vp.height / 2) - (r.top + r.height / 2);
    S.pz.pan(dx / k, dy / k, {relative: true, animate: false, force: true});
  }
  /** On a phone, when a decision begins: pan and zoom so that every target of it (the board's
   *  enabled clickables) is inside the part of the viewport the dock does not cover. */
  function frameTargets(given) {
    if (!S.pz || S.deskZoom || !mine()) return;
    const els = given || [...board.querySelectorAll("[data-action]")].filter((e) => e.getAttribute("aria-disabled") !== "true");
    if (!els.length) return;
    // the page's head (title, banners, zoom tools) can leave the board a sliver above the dock:
    // the page is scrolled so that the board's viewport starts at the window's top
    const top0 = $("board-viewport").getBoundingClientRect().top;
    if (Math.abs(top0) > 8) window.scrollBy({top: top0 - 4, behavior: "instant"});
    const vpEl = $("board-viewport"), vp = vpEl.getBoundingClientRect();
    const dockTop = $("dock").getBoundingClientRect().top;
    const bottom = Math.min(vp.bottom, dockTop > vp.top + 80 ? dockTop : vp.bottom);
    const k = S.pz.getScale();
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    els.forEach((e) => {
      const r = e.getBoundingClientRect();
      if (!r.width && !r.height) return;
      x0 = Math.min(x0, r.left); y0 = Math.min(y0, r.top); x1 = Math.max(x1, r.right); y1 = Math.max(y1, r.bottom);
    });
    if (x0 === Infinity) return;
    const pad = 8, W = vp.width - 2 * pad, H = bottom - vp.top - 2 * pad;
    // the board stays 1:1 (docs/table.md, "Sizes": 12 px text, 44 px targets): what does not fit
    // the free area is offered in the status bar (reach)
    const s = 1;
    if (Math.abs(s - k) > 0.01) S.pz.zoom(s, {animate: false});
    // the zoom shows in the layout on the next frame: then move the box's centre to the free area's
    requestAnimationFrame(() => {
      if (!S.pz) return;
      let a = Infinity, b = Infinity, c = -Infinity, d = -Infinity;
      els.forEach((e) => {
        const r = e.getBoundingClientRect();
        if (!r.width && !r.height) return;
        a = Math.min(a, r.left); b = Math.min(b, r.top); c = Math.max(c, r.right); d = Math.max(d, r.bottom);
      });
      // the box's centre to the free area's; a box too big for it: its top left corner in view
      const dx = c - a > W ? vp.left + pad - a : (vp.left + vp.width / 2) - (a + c) / 2;
      const dy = d - b > H ? vp.top + pad - b : (vp.top + (bottom - vp.top) / 2) - (b + d) / 2;
      const s2 = S.pz.getScale();
      S.pz.pan(dx / s2, dy / s2, {relative: true, animate: false, force: true});
      requestAnimationFrame(() => offerUnseen(els));
    });
  }

  /** The targets the framed board still cannot show: a button each in the status bar (it does
   *  what a click on the target does), so every target of a decision is one tap away. */
  const REACH_MOST = 10;
  function offerUnseen(els, rounds = 6) {
    const box = $("reach");
    const vp = $("board-viewport").getBoundingClientRect(), dockTop = $("dock").getBoundingClientRect().top;
    const bottom = Math.min(vp.bottom, dockTop > vp.top + 40 ? dockTop : vp.bottom);
    const name = (e) => {
      const da = e.getAttribute("data-action");
      if (!da || e.getAttribute("aria-disabled") === "true") return "";
      return S.p.legal.includes(da) && !S.p.legal.some((x) => x.startsWith(da + " ")) ? label(da) : (e.dataset.tipName || "");
    };
    let out = els.filter((e) => {
      const r = e.getBoundingClientRect();
      return document.contains(e) && name(e) && (r.left < vp.left - 1 || r.right > vp.right + 1 || r.top < vp.top - 1 || r.bottom > bottom + 1);
    });
    if (out.length > REACH_MOST) out = [];  // a whole map of targets: panning it is the way, not a list
    const same = out.length === box.children.length && out.every((e, i) => box.children[i].dataset.for === e.id);
    if (same || rounds <= 0) { body.dataset.framed = S.p.version; return; }
    box.replaceChildren(...out.map((e) => {
      const b = document.createElement("button");
      b.type = "button"; b.className = "reach"; b.dataset.for = e.id || ""; b.textContent = name(e);
      b.addEventListener("click", () => { if (document.contains(e)) { reveal(e); activate(e); } });
      return b;
    }));
    box.hidden = !out.length;
    // the buttons make the dock taller (and the viewport shorter): look again once laid out
    requestAnimationFrame(() => requestAnimationFrame(() => offerUnseen(els, rounds - 1)));
  }

  window.TianxiaTable = {frame: frameTargets, reveal: (sel) => { const e = document.querySelector(sel); if (e) reveal(e); },
                         scale: () => (S.pz ? S.pz.getScale() : 1)};

  // -- the dock (status bar + hand strip) must not cover the page's end on phones ---------------

  const dock = $("dock");
  if (window.ResizeObserver) {
    new ResizeObserver(() => document.documentElement.style.setProperty("--dock-h", `${dock.offsetHeight}px`)).observe(dock);
  }

  // -- a new position ----------------------------------------------------------------------------

  function render(p) {
    if (S.p && p.version < S.p.version) return;  // a late push of an older position
    const newVersion = !S.p || p.version !== S.p.version;
    const focused = document.activeElement && (document.activeElement.id || document.activeElement.getAttribute("data-action"));
    S.p = p;
    if (newVersion) {
      S.sel = ""; S.selName = "";
      if (S.pending) { S.pending = false; }
      cancelConfirm();
      if (S.tipFor && !document.contains(S.tipFor)) hideTip();
    }
    if (p.svg) {
      $("board-text").hidden = true;
    } else {
      const pre = $("board-text"); pre.hidden = false;
      pre.textContent = T.no_board + "\n\n" + (p.text || JSON.stringify(p.view, null, 1));
    }
    // what changed since the viewer's last decision: the baseline is the position right after it
    // (if other moves came in the same push, the one before it: then the decision shows too)
    let rebased = false;
    if (S.rebase !== null && S.rebase !== undefined && p.version > S.rebase) {
      if (p.version === S.rebase + 1) rebased = true; else S.baseline = S.beforeMine || S.baseline;
      S.rebase = null;
    }
    const first = S.baseline === null;
    const now = window.TianxiaDrawing.update([{el: board, svg: p.svg || ""}, {el: hand, svg: p.hand_svg || ""}],
                                            cfg.seat === null ? S.shown : (first || rebased ? null : S.baseline));
    S.shown = now;
    if (first || rebased) S.baseline = now;
    $("hand-strip").hidden = !p.hand_svg;
    putNames(board); putNames(hand);
    sizeBoard();
    renderPanels();
    renderScores();
    window.TianxiaLog.show($("log"), p.log || [], seatName, p.log_items, seatColour);
    renderNotation();
    refreshChoices();
    say($("notice"), window.TianxiaLog.withNames(p.notice || "", seatName));
    if (undo) { undo.hidden = !(p.can_undo && !p.is_terminal); }
    $("links").hidden = !p.is_terminal;
    $("who").textContent = cfg.seat === null ? T.spectator : fmt(T.playing_as, {name: seatName(cfg.seat)});
    if (focused && document.activeElement === body) {
      const back = document.getElementById(focused) || document.querySelector(`[data-action="${CSS.escape(focused)}"]`);
      if (back) back.focus({preventScroll: true});
    }
    body.dataset.mine = mine() ? "1" : "0";
    body.dataset.over = p.is_terminal ? "1" : "0";
    body.dataset.pending = S.pending ? "1" : "0";
    body.dataset.version = p.version;
    if (newVersion) { $("reach").replaceChildren(); $("reach").hidden = true; }
    if (newVersion && mine() && phone.matches) requestAnimationFrame(() => frameTargets());
    if (newVersion && cfg.seat !== null) askName(false);
    document.dispatchEvent(new CustomEvent("tianxia:render", {detail: p}));  // chat.js, progress.js, since.js
    // the clocks and turn notices (clock.js, notify.js) follow every position shown
    document.dispatchEvent(new CustomEvent("tianxia:view", {detail: {p, mine: mine(), seatName}}));
  }

  async function refresh() {
    const path = cfg.seat === null ? `/api/games/${cfg.game}/view?svg=1`
                                   : `/api/games/${cfg.game}/seats/${cfg.seat}/view?svg=1`;
    const r = await fetch(withLang(path), {credentials: "same-origin"});
    if (r.ok) render(await r.json());
  }

  // -- the typed move box -------------------------------------------------------------------------

  const typed = $("typed");
  if (typed) typed.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const v = $("typed-action").value.trim();
    if (v && S.p) { send(v); $("typed-action").value = ""; }
  });

  // -- the connection -----------------------------------------------------------------------------

  let socket = null, retry = 500;
  function connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const q = cfg.seat === null ? "" : `?seat=${cfg.seat}`;
    socket = new WebSocket(withLang(`${proto}://${location.host}/ws/games/${cfg.game}${q}`));
    socket.onopen = () => {
      retry = 500; $("conn").textContent = T.connected; body.dataset.live = "1";
      document.dispatchEvent(new CustomEvent("tianxia:open"));  // chat.js fetches what it missed
    };
    socket.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === "update") render(m);
      else document.dispatchEvent(new CustomEvent("tianxia:message", {detail: m}));  // chat.js
    };
    socket.onclose = () => {
      body.dataset.live = "0"; $("conn").textContent = T.disconnected;
      setTimeout(connect, retry); retry = Math.min(retry * 2, 8000);
    };
  }
  connect();
  /** Say something on the seat's WebSocket ("here": its person clicked; clock.js); false if closed. */
  window.TianxiaTable.send = (text) => { if (socket && socket.readyState === 1) { socket.send(text); return true; } return false; };
  setInterval(() => { if (socket && socket.readyState === 1) socket.send("ping"); }, 25000);
})();
