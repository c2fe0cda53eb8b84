// A finished game's review on the result and replay pages (server/reviews.py, _review.html).
// "Review this game" asks the server to start it (POST /api/games/{id}/review), then the page asks
// how far it is every POLL_MS and shows it in a progress bar; once done, the review's part of the
// page (the graph, its legend, the marked decisions) is fetched and swapped in.  On the replay page
// a click on the graph (or on a marked decision) moves the replay to that step, and each step the
// replay shows says what was played there and what the review preferred, whose element on the
// board (data-action) is marked; on the result page the graph leads to the replay.  "Learn from
// your mistakes" steps through one seat's marked decisions and lets the person choose again.
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
    wireLearn();
  }

  // each step the replay shows: the graph's cursor, the review's words on the decision taken
  // there, and the preferred action marked on the board
  document.addEventListener("tianxia:replay-step", (e) => {
    const p = e.detail, cfg = JSON.parse(document.getElementById("config").textContent), T = cfg.text;
    cursor(p.step);
    const out = document.getElementById("review-detail");
    if (!out) return;
    if (learn) learnStep(p, T, cfg);
    if (learn && !learn.answered) { out.textContent = ""; out.className = "review-detail"; return; }  // no answer yet
    const d = p.review;
    out.className = "review-detail" + (d && d.mark ? " mark-" + d.mark : "");
    if (!d) { out.textContent = p.step >= p.total ? T.review_end : ""; return; }
    const name = (cfg.names || [])[d.seat] || "";
    const head = fmt(T.review_next, {n: d.step + 1, name, action: d.action_label}) +
      (d.mark ? " (" + T["mark-" + d.mark] + ")" : "");
    const tail = d.best === d.action ? fmt(T.review_agrees, {chance: pct(d.chance_after)})
      : fmt(T.review_preferred, {best: d.best_label, chance: pct(d.best_chance), played: pct(d.chance_after)});
    out.replaceChildren(Object.assign(document.createElement("strong"), {textContent: head}), " " + tail);
    if (d.best !== d.action) markBest(d.best);
  });

  function markBest(best) {
    for (const el of document.querySelectorAll("#board [data-action]")) {
      const a = el.getAttribute("data-action");
      el.classList.toggle("review-best", a === best || best.startsWith(a + " "));
    }
  }

  // "Learn from your mistakes": one seat's marked decisions in turn; at each, the seat's options
  // (buttons, and the board's elements, drawn clickable by the replay's ?choices=1), the choice
  // judged by the server like the review (POST .../review/try) and compared with the best
  let learn = null;
  const $ = (id) => document.getElementById(id);

  function learnShow() {
    const cfg = JSON.parse($("config").textContent), T = cfg.text, at = learn.steps[learn.i];
    learn.answered = false; learn.options = [];
    const name = (cfg.names || [])[learn.seat] || "";
    $("learn-prompt").replaceChildren(fmt(T.learn_prompt, {i: learn.i + 1, n: learn.steps.length, move: at.step + 1,
      mark: at.word, name}), " ", Object.assign(document.createElement("small"), {textContent: fmt(T.learn_view, {name})}));
    $("learn-verdict").textContent = ""; $("learn-verdict").className = "learn-verdict";
    $("learn-choices").replaceChildren();
    $("learn-prev").disabled = learn.i === 0; $("learn-next").disabled = learn.i >= learn.steps.length - 1;
    window.TianxiaReplay.stop();
    window.TianxiaReplay.go(at.step);
  }

  function learnStep(p) {  // the replay shows a step while learning: the options there, if it is ours
    const at = learn.steps[learn.i];
    if (p.step !== at.step || !p.choices) { $("learn-choices").replaceChildren(); return; }
    if (learn.answered) return markBest(p.review ? p.review.best : "");
    learn.options = p.choices.options;
    buttons(learn.options);
  }

  function buttons(options) {
    $("learn-choices").replaceChildren(...options.map((o) => {
      const b = document.createElement("button");
      b.type = "button"; b.className = "learn-choice"; b.textContent = o.label; b.title = o.action;
      b.dataset.choice = o.action; b.onclick = () => choose(o.action);
      return b;
    }));
  }

  async function choose(action) {
    if (!learn || learn.answered || learn.busy) return;
    const cfg = JSON.parse($("config").textContent), T = cfg.text, at = learn.steps[learn.i];
    const out = $("learn-verdict");
    learn.busy = true; out.textContent = T.learn_judging;
    let r, v;
    try {
      r = await fetch(`/api/games/${cfg.game}/review/try`, {method: "POST",
        headers: {"Content-Type": "application/json", "Accept": "application/json"},
        body: JSON.stringify({step: at.step, action})});
      v = await r.json();
    } catch (e) { v = {error: String(e)}; }
    learn.busy = false;
    if (!r || !r.ok) { out.textContent = `${T.error}: ${v.error || (r && r.status)}`; return; }
    learn.answered = true;
    const words = {action: v.label, chance: pct(v.chance), best: v.best_label, best_chance: pct(v.best_chance),
      mark: v.mark ? T["mark-" + v.mark] : ""};
    const said = v.level === "best" ? T.learn_best : v.level === "fine" ? T.learn_fine : T.learn_still;
    out.className = "learn-verdict level-" + v.level;
    out.replaceChildren(Object.assign(document.createElement("strong"), {textContent: fmt(said, words)}), " " +
      fmt(T.learn_played, {played: v.played_label, played_chance: pct(v.played_chance)}) +
      (learn.i >= learn.steps.length - 1 ? " " + T.learn_last : ""));
    document.querySelectorAll(".learn-choice").forEach((b) => {
      b.disabled = true;
      b.classList.toggle("chosen", b.dataset.choice === v.action);
      b.classList.toggle("best", b.dataset.choice === v.best);
    });
    const box = $("learn-choices"), shown = box.querySelector(".learn-choice.best");
    if (shown) box.scrollTop = Math.max(0, shown.offsetTop - 4);  // the best in view (phones; the box is its offsetParent)
    markBest(v.best);
    window.TianxiaReplay.go(at.step);  // the review's words on the decision, now that it was chosen again
  }

  function wireLearn() {
    if (!$("learn-start")) return;
    $("learn-start").onclick = () => {
      const seat = Number($("learn-seat").value);
      const steps = [...document.querySelectorAll("button.review-go")].filter((b) => Number(b.dataset.seat) === seat)
        .map((b) => ({step: Number(b.dataset.step), word: b.dataset.word}));
      if (!steps.length) return;
      learn = {seat, steps, i: 0};
      window.TianxiaReplay.choices = true;
      document.body.classList.add("learning");
      $("learn-panel").hidden = false;
      learnShow();
      $("learn-panel").scrollIntoView({block: "nearest"});
    };
    $("learn-prev").onclick = () => { if (learn && learn.i > 0) { learn.i -= 1; learnShow(); } };
    $("learn-next").onclick = () => { if (learn && learn.i < learn.steps.length - 1) { learn.i += 1; learnShow(); } };
    $("learn-stop").onclick = () => {
      learn = null; window.TianxiaReplay.choices = false;
      document.body.classList.remove("learning");
      $("learn-panel").hidden = true;
      window.TianxiaReplay.go(window.TianxiaReplay.step());
    };
  }

  // a click on one of the board's options while learning: that option, or those it begins
  document.addEventListener("click", (e) => {
    const el = learn && !learn.answered && e.target.closest && e.target.closest("#board [data-action]");
    if (!el) return;
    e.preventDefault();
    const a = el.getAttribute("data-action");
    if (learn.options.some((o) => o.action === a)) return choose(a);
    const some = learn.options.filter((o) => o.action.startsWith(a + " "));
    if (some.length === 1) return choose(some[0].action);
    if (some.length) buttons(some);
  }, true);

  wire();
})();
