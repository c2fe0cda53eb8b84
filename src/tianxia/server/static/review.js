// A finished game's review on the result and replay pages (server/reviews.py, _review.html).
// "Review this game" asks the server to start it (POST /api/games/{id}/review), then the page asks
// how far it is every POLL_MS and shows it in a progress bar; once done, the review's part of the
// page (the graph, its legend, the marked decisions) is fetched and swapped in.  On the replay page
// a click on the graph (or on a marked decision) moves the replay to that step, and each step the
// replay shows says what was played there and what the review preferred, whose element on the
// board (data-action) is marked; on the result page the graph leads to the replay.
(function () {
  "use strict";
  const POLL_MS = 700;
  const fmt = (s, a) => String(s || "").replace(/\{(\w+)\}/g, (_, k) => (k in a ? a[k] : ""));
  const pct = (p) => Math.round(p * 100) + "%";
  const section = () => document.getElementById("review");

  async function poll(sec) {
    const bar = document.getElementById("review-progress"), said = document.getElementById("review-status");
    const button = document.getElementById("review-start");
    for (;;) {
      let r;
      try { r = await fetch(`/api/games/${sec.dataset.game}/review`, {headers: {"Accept": "application/json"}}); }
      catch (e) { await new Promise((ok) => setTimeout(ok, POLL_MS * 3)); continue; }
      const p = await r.json().catch(() => ({}));
      if (!r.ok || p.status === "failed") {
        said.textContent = fmt(sec.dataset.failed, {reason: p.error || ""});
        bar.hidden = true; button.disabled = false; return;
      }
      if (p.status === "done") return swap(sec);
      if (p.status === "none") { button.disabled = false; return; }
      bar.hidden = false; bar.max = Math.max(1, p.total); bar.value = p.done;
      said.textContent = p.status === "queued" ? sec.dataset.waiting : fmt(sec.dataset.progress, {done: p.done, total: p.total});
      await new Promise((ok) => setTimeout(ok, POLL_MS));
    }
  }

  async function start(sec) {
    const button = document.getElementById("review-start"), said = document.getElementById("review-status");
    button.disabled = true;
    const r = await fetch(`/api/games/${sec.dataset.game}/review`, {method: "POST", headers: {"Accept": "application/json"}});
    const p = await r.json().catch(() => ({}));
    if (!r.ok) { said.textContent = p.error || String(r.status); button.disabled = false; return; }
    if (p.status === "done") return swap(sec);
    poll(sec);
  }

  async function swap(sec) {
    const at = window.TianxiaReplay ? window.TianxiaReplay.step() : 0;
    const r = await fetch(`/games/${sec.dataset.game}/review-panel?linked=${sec.dataset.linked}&step=${at}`);
    if (!r.ok) return;
    sec.outerHTML = await r.text();
    wire();
    if (window.TianxiaReplay) window.TianxiaReplay.go(window.TianxiaReplay.step());
  }

  function cursor(step) {
    const svg = document.getElementById("review-svg"), line = document.getElementById("review-cursor");
    const hit = svg && svg.querySelector(`.review-hit[data-step="${step}"]`);
    if (!line || !hit) return;
    line.setAttribute("x1", hit.dataset.x); line.setAttribute("x2", hit.dataset.x);
    svg.querySelectorAll(".review-dot.current").forEach((d) => d.classList.remove("current"));
    svg.querySelectorAll(`.review-dot[data-step="${step}"]`).forEach((d) => d.classList.add("current"));
  }

  function pick(step) {
    const sec = section();
    if (!sec) return;
    if (sec.dataset.linked === "1" || !window.TianxiaReplay) {
      location.href = `/games/${sec.dataset.game}/replay?step=${step}`;
      return;
    }
    window.TianxiaReplay.stop();
    window.TianxiaReplay.go(step);
  }

  function wire() {
    const sec = section();
    if (!sec) return;
    const button = document.getElementById("review-start");
    if (button) button.onclick = () => start(sec);
    if (sec.dataset.state === "queued" || sec.dataset.state === "running") poll(sec);
    const graph = document.getElementById("review-graph");
    if (graph) graph.addEventListener("click", (e) => {
      const at = e.target.closest("[data-step]");
      if (at) pick(Number(at.dataset.step));
    });
    sec.querySelectorAll("button.review-go").forEach((b) => { b.onclick = () => pick(Number(b.dataset.step)); });
  }

  // each step the replay shows: the graph's cursor, the review's words on the decision taken
  // there, and the preferred action marked on the board
  document.addEventListener("tianxia:replay-step", (e) => {
    const p = e.detail, cfg = JSON.parse(document.getElementById("config").textContent), T = cfg.text;
    cursor(p.step);
    const out = document.getElementById("review-detail");
    if (!out) return;
    const d = p.review;
    out.className = "review-detail" + (d && d.mark ? " mark-" + d.mark : "");
    if (!d) { out.textContent = p.step >= p.total ? T.review_end : ""; return; }
    const name = (cfg.names || [])[d.seat] || "";
    const head = fmt(T.review_next, {n: d.step + 1, name, action: d.action_label}) +
      (d.mark ? " (" + T["mark-" + d.mark] + ")" : "");
    const tail = d.best === d.action ? fmt(T.review_agrees, {chance: pct(d.chance_after)})
      : fmt(T.review_preferred, {best: d.best_label, chance: pct(d.best_chance), played: pct(d.chance_after)});
    out.replaceChildren(Object.assign(document.createElement("strong"), {textContent: head}), " " + tail);
    if (d.best !== d.action) {
      for (const el of document.querySelectorAll("#board [data-action]")) {
        const a = el.getAttribute("data-action");
        if (a === d.best || d.best.startsWith(a + " ")) el.classList.add("review-best");
      }
    }
  });

  wire();
})();
