// Hints in a practice game (server/hints.py): the Hint button shows while it is this seat's
// decision; a click asks the server (POST /api/games/{id}/seats/{seat}/hint), which judges the
// seat's options from what the seat can see, as the review does.  The answer's top three options
// are listed with the seat's chance of winning after each, and the best is marked on the board by
// its data-action, as the review marks its preferred move (review.js, class review-best).  A new
// position puts the hint away.
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const button = $("hint"), box = $("hint-box");
  if (!button || !box) return;
  const cfg = JSON.parse($("config").textContent), T = JSON.parse($("hints-text").textContent);
  const fmt = (s, a) => String(s || "").replace(/\{(\w+)\}/g, (_, k) => (k in a ? a[k] : ""));
  const pct = (p) => Math.round(p * 100) + "%";
  const S = {version: null, mine: false, hint: null, asking: false};

  function markBest(best) {  // the elements marked: the best option or the part of it drawn
    let n = 0;
    for (const el of document.querySelectorAll("#board [data-action], #hand [data-action]")) {
      const a = el.getAttribute("data-action");
      const on = !!best && (a === best || best.startsWith(a + " "));
      el.classList.toggle("review-best", on);
      el.classList.toggle("hint-best", on);
      n += on ? 1 : 0;
    }
    return n;
  }

  function clear() {
    S.hint = null;
    box.replaceChildren(); box.hidden = true;
    button.setAttribute("aria-expanded", "false");
    markBest("");
  }

  function show(h) {
    S.hint = h;
    const head = document.createElement("p");
    head.className = "hint-head";
    head.append(Object.assign(document.createElement("strong"), {textContent: fmt(T.title, {best: h.best_label})}),
                " " + fmt(T.now, {chance: pct(h.chance)}));
    const close = Object.assign(document.createElement("button"), {type: "button", className: "hint-close",
                                                                    textContent: "×", title: T.close});
    close.setAttribute("aria-label", T.close);
    close.addEventListener("click", () => { clear(); button.focus(); });
    const list = document.createElement("ol");
    list.className = "hint-list";
    for (const [i, o] of h.top.entries()) {
      const li = document.createElement("li");
      li.className = "hint-option" + (o.action === h.best ? " best" : "");
      li.dataset.choice = o.action;
      li.append(Object.assign(document.createElement("span"), {className: "hint-rank", textContent: `${i + 1}.`}),
                Object.assign(document.createElement("span"), {className: "hint-label", textContent: o.label}),
                Object.assign(document.createElement("span"), {className: "hint-chance", textContent: pct(o.chance)}));
      li.title = fmt(T.option, {action: o.label, chance: pct(o.chance)});
      list.append(li);
    }
    box.replaceChildren(close, head, list);
    box.hidden = false;
    button.setAttribute("aria-expanded", "true");
    if (markBest(h.best)) {
      box.append(Object.assign(document.createElement("p"), {className: "hint-marked", textContent: T.marked}));
      if (window.TianxiaTable) window.TianxiaTable.reveal("#board .hint-best");  // in view (a phone's small board)
    }
  }

  async function ask() {
    if (S.asking || !S.mine) return;
    S.asking = true; button.disabled = true;
    const version = S.version;
    box.replaceChildren(Object.assign(document.createElement("p"), {className: "hint-head", textContent: T.asking}));
    box.hidden = false;
    let answer = null, error = "";
    try {
      const r = await fetch(`/api/games/${cfg.game}/seats/${cfg.seat}/hint` + (cfg.lang ? `?lang=${cfg.lang}` : ""),
                            {method: "POST", credentials: "same-origin", headers: {"Accept": "application/json"}});
      const body = await r.json().catch(() => ({}));
      if (r.ok) answer = body; else error = body.error || String(r.status);
    } catch (e) { error = String(e && e.message || e); }
    S.asking = false; button.disabled = !S.mine;
    if (S.version !== version || !S.mine) return clear();  // the position moved on meanwhile
    if (answer) return show(answer);
    box.replaceChildren(Object.assign(document.createElement("p"), {className: "hint-head error",
                                                                     textContent: fmt(T.failed, {reason: error})}));
  }

  function follow(version, mine) {
    const moved = S.version !== version;
    S.version = version; S.mine = !!mine;
    button.hidden = !S.mine;
    button.disabled = S.asking || !S.mine;
    if (moved) clear();
    else if (S.hint) markBest(S.hint.best);  // the board was drawn again: mark it again
  }

  button.addEventListener("click", ask);
  document.addEventListener("tianxia:view", (e) => follow(e.detail.p.version, e.detail.mine));
  // the table may have shown its first position before this script ran (table.js marks the body)
  const shown = document.body.dataset;
  if (shown.version !== undefined) follow(Number(shown.version), shown.mine === "1");
})();
