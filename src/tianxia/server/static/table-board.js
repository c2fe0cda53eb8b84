// The drawings on the table (board and hand strip): morphing each new SVG into the one shown
// (idiomorph, so a piece with the same id keeps its DOM node), gliding the pieces that moved
// (FLIP with the Web Animations API, skipped under prefers-reduced-motion), marking what changed
// since a baseline, and turning each component's <title>/<desc> into tooltip data and an
// accessible name (docs/table.md).
(function () {
  "use strict";
  const GLIDE_MS = 380;
  const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  /**
   * The server's SVG text, parsed once: the id -> markup of each component as drawn (which
   * actions it offers aside: that is whose turn it is, not a change), and the drawing prepared
   * for the page (see prepare), so that the morph only touches what really changed.
   */
  function parse(svgText) {
    const sigs = new Map();
    if (!svgText) return {svg: null, sigs};
    const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
    const svg = doc.documentElement;
    if (!svg || svg.nodeName.toLowerCase() !== "svg" || doc.querySelector("parsererror")) return {svg: null, sigs};
    svg.querySelectorAll("[data-kind][id]").forEach((el) => {
      sigs.set(el.id, el.outerHTML.replace(/ data-actions?="[^"]*"/g, ""));
    });
    prepare(svg);
    // idiomorph is given markup: handed the parsed node itself it left stale copies of elements
    // without an id beside their new drawing
    return {svg: new XMLSerializer().serializeToString(svg), sigs};
  }

  function signatures(svgText) { return parse(svgText).sigs; }

  function rects(containers) {
    const out = new Map();
    containers.forEach((c) => c.querySelectorAll("[data-kind][id]").forEach((el) => {
      const r = el.getBoundingClientRect();
      if (r.width || r.height) out.set(el.id, {x: r.left + r.width / 2, y: r.top + r.height / 2});
    }));
    return out;
  }

  /** Slide every component whose centre moved from where it was before the morph. */
  function glide(containers, before) {
    if (!before || reducedMotion()) return 0;
    let n = 0;
    containers.forEach((c) => c.querySelectorAll("[data-kind][id]").forEach((el) => {
      const old = before.get(el.id);
      if (!old || typeof el.animate !== "function") return;
      const r = el.getBoundingClientRect();
      const dx = old.x - (r.left + r.width / 2), dy = old.y - (r.top + r.height / 2);
      if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
      const m = el.parentNode && el.parentNode.getScreenCTM ? el.parentNode.getScreenCTM() : null;
      const k = m ? Math.hypot(m.a, m.b) || 1 : 1;  // screen px per user unit
      el.classList.add("gliding");
      const anim = el.animate([{transform: `translate(${dx / k}px, ${dy / k}px)`}, {transform: "translate(0px, 0px)"}],
                              {duration: GLIDE_MS, easing: "cubic-bezier(.2,.7,.3,1)", composite: "add"});
      anim.onfinish = anim.oncancel = () => el.classList.remove("gliding");
      n++;
    }));
    return n;
  }

  /** Put the prepared drawing into ``container``: morph when a drawing is already there. */
  function place(container, drawing, svgText) {
    const svg = container.querySelector(":scope > svg");
    if (!drawing) {  // nothing, or not well-formed: shown as the browser reads it
      container.innerHTML = svgText || "";
      const loose = container.querySelector(":scope > svg");
      if (loose) prepare(loose);
      return;
    }
    if (svg && window.Idiomorph) {
      // idiomorph keeps a focused element the new drawing no longer has (the piece just clicked
      // would stay beside its new self): let go of the focus; table.js gives it back by id
      if (container.contains(document.activeElement)) document.activeElement.blur();
      window.Idiomorph.morph(container, drawing, {morphStyle: "innerHTML", ignoreActiveValue: true});
    } else {
      container.innerHTML = drawing;
    }
  }

  /** Mark the innermost components whose drawing differs from ``baseline`` (id -> markup). */
  function markChanged(containers, now, baseline) {
    const changed = [];
    if (baseline && baseline.size) {
      containers.forEach((c) => c.querySelectorAll("[data-kind][id]").forEach((el) => {
        const sig = now.get(el.id);
        if (sig !== undefined && baseline.get(el.id) !== sig) changed.push(el);
      }));
    }
    changed.forEach((el) => {
      if (!changed.some((o) => o !== el && el.contains(o))) el.classList.add("changed");
    });
    return changed.length;
  }

  /** A button's name holds the text it shows (WCAG 2.5.3), after its title where they differ. */
  function accessibleName(el) {
    const name = el.dataset.tipName;
    if (!el.hasAttribute("data-action") && !el.hasAttribute("data-actions")) return name;
    const shown = [...el.querySelectorAll("text")].map((t) => t.textContent.trim()).filter(Boolean).join(" ");
    if (!shown || name.toLowerCase().includes(shown.toLowerCase())) return name;
    return shown.toLowerCase().includes(name.toLowerCase()) ? shown : `${name}: ${shown}`;
  }

  /** <title>/<desc> -> data-tip-name/-desc (the browser's own tooltip would be a second one);
   *  clickable things become buttons with a name, other named components focusable groups. */
  function prepare(svg) {
    svg.querySelectorAll("title, desc").forEach((t) => {
      const el = t.parentNode;
      const text = t.textContent.trim();
      if (el && el !== svg) {
        if (t.tagName.toLowerCase() === "title") el.dataset.tipName = text; else el.dataset.tipDesc = text;
      }
      t.remove();
    });
    svg.setAttribute("role", "group"); svg.removeAttribute("aria-hidden"); svg.setAttribute("focusable", "false");
    svg.querySelectorAll("[data-action], [data-actions]").forEach((el) => {
      el.setAttribute("role", "button");
      el.setAttribute("tabindex", "0");
      el.classList.add("clickable");
    });
    svg.querySelectorAll("[data-tip-name]").forEach((el) => {
      const holder = el.parentElement && el.parentElement.closest("[data-action], [data-actions]");
      if (holder && !el.matches("[data-action], [data-actions]")) {
        el.removeAttribute("tabindex");  // inside a clickable: its tooltip is the clickable's
        return;
      }
      el.setAttribute("aria-label", accessibleName(el));
      // the name says what the drawn words say: they are not read out a second time
      // (a space between the drawn words, as they are read, so the name holds them word for word)
      el.querySelectorAll("text").forEach((t) => {
        t.setAttribute("aria-hidden", "true");
        if (!(t.previousSibling && t.previousSibling.nodeType === 3)) t.before(t.ownerDocument.createTextNode(" "));
      });
      if (!el.hasAttribute("role")) {
        el.setAttribute("role", el.querySelector("[data-tip-name], [data-action], [data-actions]") ? "group" : "img");
        el.setAttribute("tabindex", "0");
      }
    });
  }

  /**
   * Show new drawings: parts is [{el, svg}] (board, hand strip); baseline is the id -> markup map
   * of the position the viewer last decided from (null: mark nothing).  Returns the signatures
   * of what is now shown.
   */
  function update(parts, baseline) {
    const t = {start: performance.now()}, lap = (k) => { t[k] = performance.now(); };
    const containers = parts.map((p) => p.el);
    const before = reducedMotion() ? null : rects(containers);  // only the glides need them: a layout pass
    lap("measured");
    const now = new Map();
    parts.forEach((p) => {
      const {svg, sigs} = parse(p.svg);
      sigs.forEach((v, k) => now.set(k, v));
      lap("prepared");
      place(p.el, svg, p.svg);
      lap("morphed");
    });
    markChanged(containers, now, baseline);
    glide(containers, before);
    lap("glided");
    api.timing = t;  // where a slow update spends its time (for profiling)
    return now;
  }

  const api = {update, prepare, signatures, reducedMotion, timing: null};
  window.TianxiaDrawing = api;
})();
