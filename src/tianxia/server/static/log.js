// The game log in words and pictures, newest line at the bottom and scrolled into view. Shared by
// the table (table.js) and the replay (replay.js).
//
// The server sends each line as parts (``log_items``): plain text, or an argument of the game's
// message {kind, value, text, svg?}: a seat is shown by its player's name, underlined in its
// colour; a component (a person tile, a coloured tile, a card...) as its small drawing beside its
// word, with a tooltip. Lines of older records come as one plain part; their seat numbers are
// named here.
(function () {
  "use strict";
  // the engines of older records name seats by number ("Seat 0", "seat 2", Polish "Gracz 0")
  const SEAT = /\b(Seat|seat|Gracz|gracz|Miejsce|miejsce) (\d+)\b/g;
  // Huang names a seat by its number and dynasty: "P0 (Tiger)"
  const DYNASTY = /\bP(\d+) \(([^()]+)\)/g;
  // rule numbers are for the rulebook, not the table: " (E-13.1)", ", E-16.2:" (the rules page has them)
  const RULE = "[A-Z]{1,4}(?:-[A-Z0-9]+)+(?:\\.[0-9]+)*";
  const RULE_ALONE = new RegExp(`\\s*\\((?:${RULE})(?:,\\s*${RULE})*\\)`, "g");
  const RULE_AFTER = new RegExp(`,\\s*${RULE}(?=[:;,)])`, "g");
  const SEAT_KINDS = new Set(["seat", "player"]);

  function noRules(text) {
    return text.replace(RULE_ALONE, "").replace(RULE_AFTER, "");
  }

  /** ``line`` (an older record's) without rule numbers and with each seat number named. */
  function withNames(line, name) {
    line = noRules(line);
    if (!name) return line;
    return line.replace(DYNASTY, (_, n, dynasty) => `${name(Number(n))} (${dynasty})`)
               .replace(SEAT, (_, __, n) => name(Number(n)));
  }

  /** One argument of a line: a seat in its colour, a component drawn beside its word. */
  function argument(part, name, colour) {
    const span = document.createElement("span");
    span.className = `log-arg log-${part.kind}`;
    span.dataset.kind = part.kind;
    span.dataset.value = Array.isArray(part.value) ? part.value.join(",") : String(part.value);
    let text = part.text;
    if (SEAT_KINDS.has(part.kind) && typeof part.value === "number") {
      span.classList.add("log-seat");
      if (name) text = name(part.value);  // the name its player chose, else "Player N"
      if (colour) span.style.setProperty("--seat", colour(part.value));
    }
    if (part.svg) {
      const pic = document.createElement("span");
      pic.className = "log-pic";
      pic.setAttribute("aria-hidden", "true");
      pic.innerHTML = part.svg;  // the game's own drawing (server-made, no user text inside)
      const title = pic.querySelector("title");
      span.title = title ? title.textContent : part.text;  // the tooltip; the line's text is the word alone
      if (title) title.remove();
      // an icon at the size of a letter: its word says the number or name it may carry
      pic.querySelectorAll("text").forEach((t) => t.remove());
      span.append(pic);
    }
    span.append(document.createTextNode(text));
    return span;
  }

  function lineOf(item, name, colour) {
    const li = document.createElement("li");
    if (item.plain) {
      li.textContent = withNames(item.parts.join(""), name);
      return li;
    }
    for (const part of item.parts) {
      li.append(typeof part === "string" ? document.createTextNode(noRules(part)) : argument(part, name, colour));
    }
    return li;
  }

  /** Show the log: ``items`` (parts, preferred) or plain ``lines``; ``name(seat)`` and
   * ``colour(seat)`` name and colour the seats.  Lines already shown stay as they are (a push
   * adds a line or two to a log of hundreds: drawing them all again cost more than the board);
   * those that dropped off the front of the window the server sends are removed. */
  function show(list, lines, name, items, colour) {
    if (!list) return;
    const rows = items && items.length === lines.length ? items : lines.map((l) => ({parts: [l], plain: true}));
    const names = name ? [0, 1, 2, 3, 4].map(name).join("|") : "";
    const keys = rows.map((r) => JSON.stringify(r.parts));
    list.querySelectorAll(":scope > .log-since").forEach((d) => d.remove());  // since.js puts it back
    const had = list.tianxiaKeys && list.tianxiaNames === names && list.children.length === list.tianxiaKeys.length
      ? list.tianxiaKeys : [];
    // the shown lines that are still in the window: had[drop:] is where keys begins
    let drop = had.length;
    for (let d = 0; d < had.length; d++) {
      if (had.length - d <= keys.length && had.slice(d).every((k, i) => k === keys[i])) { drop = d; break; }
    }
    const kept = had.length - drop;
    if (drop === 0 && kept === keys.length) return;  // unchanged: keep the reader's scroll position
    if (kept === 0) list.replaceChildren();
    else for (let d = 0; d < drop; d++) list.firstElementChild.remove();
    list.append(...rows.slice(kept).map((row, j) => {
      const li = lineOf(row, name, colour);
      const i = kept + j;
      li.dataset.line = lines[i] !== undefined ? lines[i] : li.textContent;  // the line in words
      return li;
    }));
    list.tianxiaKeys = keys; list.tianxiaNames = names;
    // the box scrolls, not the page: newest at the bottom, in view, before the next frame is drawn
    // (read at once, scrollHeight would lay the page out here, and again after the board's morph)
    requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  }
  window.TianxiaLog = {show, withNames};
})();
