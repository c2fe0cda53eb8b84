"""What a seat is shown of a game, and nothing more (docs/table.md): the payload pushed after every
change, the drawing and the table's parts beside it in the seat's language, the seats' names and
the reasons for closed choices.  A mix-in of ``LiveGame`` (livegame.py), which holds the game.
"""

from __future__ import annotations

import logging

from . import i18n, reasons, words
from . import seats as seatlib

try:
    from tianxia.bots import describe as bots_describe
except ImportError:  # the bots are an optional part
    def bots_describe(spec: str) -> str:
        return spec

log = logging.getLogger("tianxia.server")


def _in(lang: str) -> dict:
    """The language a game's drawing is asked for (English by default: a game that overrides the
    drawing methods without a language keeps working)."""
    return {} if lang == i18n.DEFAULT else {"lang": lang}


class Presenting:
    """A game as each seat sees it (its view, legal actions, drawing, log, table parts)."""

    def seat_names(self, lang: str = i18n.DEFAULT, bots: bool = False) -> list[str]:
        """Each seat as the table names it: the chosen name, else "Player N"; with ``bots``, a
        bot's level after it ("Player 3 (Easy)"), as the status bar says whom it waits for."""
        t = i18n.Translator(lang)
        out = [name or t("player_n", n=s + 1) for s, name in enumerate(self.names)]
        if bots and self.source != "upload":
            for s, spec in enumerate(self.seats):
                if spec != seatlib.HUMAN:
                    level = bots_describe(spec)
                    key = f"bot-level-{level.lower()}"
                    out[s] += f" ({t(key) if key in t else level})"
        return out

    def named(self, view: dict, lang: str = i18n.DEFAULT, bots: bool = False) -> dict:
        """``view`` with the seats' names (``view["names"]``, docs/table.md) for a game whose
        drawing speaks through the catalogs; another game's view as it is."""
        if not self.game.speaks:
            return view
        return {**view, "names": self.seat_names(lang, bots)}

    def svg(self, view: dict, legal: list[str], lang: str = i18n.DEFAULT) -> str | None:
        """The game's drawing of ``view``; None (the page shows text instead) if it has none or fails."""
        try:
            return self.game.render_svg(self.named(view, lang), legal, **_in(lang))
        except NotImplementedError:
            return None
        except Exception as err:  # a drawing bug must not lose the move or the page
            log.error("render_svg failed in game %s: %r", self.id, err)
            return None

    def text(self, view: dict, lang: str = i18n.DEFAULT) -> str:
        try:
            return self.game.render_text(view, **_in(lang))
        except Exception:
            return ""

    def _named_notice(self, notice: dict, lang: str) -> dict:
        """A time-out notice with the seats' names (or "Player N") in place of their numbers."""
        t = i18n.Translator(lang)

        def name(seat: str) -> str:
            s = int(seat)
            return (self.names[s] if s < len(self.names) else "") or t("player_n", n=s + 1)

        args = dict(notice.get("args") or {})
        if "seat" in args:
            args["seat"] = name(args["seat"])
        if "seats" in args:
            args["seats"] = ", ".join(name(s.strip()) for s in str(args["seats"]).split(","))
        return {"msg": notice["msg"], "args": args}

    def notice_part(self, lang: str) -> dict | str | None:
        """The notice to show; an undo's names the move taken back in words (the game's ``label``
        in the position it was taken back to, which is the one it was chosen in)."""
        notice = self.notice
        if isinstance(notice, dict) and notice.get("msg") in ("notice-ran-out", "notice-ran-out-many"):
            return self._named_notice(notice, lang)
        if not isinstance(notice, dict) or "undone" not in notice or not self.game.speaks:
            return notice
        (seat, action), args = notice["undone"], dict(notice.get("args") or {})
        try:
            said = self.game.render_label(self.named(self.state.view(seat), lang), action, **_in(lang))
            if said != action:
                args["action"] = f"“{said}”" if lang == i18n.DEFAULT else f"„{said}”"
        except Exception as err:  # noqa: BLE001 - a label bug leaves the notation
            log.warning("undo notice label failed in game %s: %r", self.id, err)
        return {"msg": notice["msg"], "args": args}

    def payload(self, seat: int | None, with_svg: bool = True, lang: str = i18n.DEFAULT) -> dict:
        """Everything seat ``seat`` (None: a spectator) is shown, and nothing more; in ``lang``
        the texts for people (log, drawing, notices) are translated and ``legal_labels`` names
        each legal action (``legal`` itself stays notation)."""
        st = self.state
        view = st.view(seat)
        legal = self.legal_for(seat)
        out = {"game_id": self.id, "game": self.game.name, "version": self.version, "status": self.status,
               "seat": seat, "current_player": st.current_player, "is_terminal": st.is_terminal,
               "scores": st.scores(), "winners": st.winners(), "moves": len(st.history),
               "seats": list(self.seats), "view": view, "legal": legal,
               "history": list(st.history[-60:]), "notice": i18n.say(lang, self.notice_part(lang)),
               "clock": self.clock.view(st.current_player) if self.clock else None}
        if seat is not None and (self.clock is not None or self.stood_at_end):
            out["stood_in"] = self.stood_in(seat, lang)
        if self.abandoned is not None:  # ended as it stood: the table shows the end
            out.update(is_terminal=True, current_player=None, scores=self.abandoned["scores"],
                       winners=self.abandoned["winners"], clock=None)
        out["abandoned"] = self.abandoned is not None
        out["progress"], out["log_total"] = self.progress(view), len(st.events)  # chat and progress
        if seat is not None:
            reason = self.undo_refusal(seat)
            out["can_undo"] = reason is None
            out["undo_refusal"] = i18n.say(lang, reason)
        # seats by number as the catalog says them ("seat 1"); log_items mark them for the client,
        # which knows the names and colours
        out["log"] = words.lines(self.game, st.events[-60:], seat, lang)
        out["log_items"] = words.items(self.game, st.events[-60:], seat, lang)
        speaks = self.game.speaks  # its drawing is in the page's language already
        if with_svg:
            out["svg"] = self.svg(view, legal, lang if speaks else i18n.DEFAULT)
            out["text"] = self.text(view, lang if speaks else i18n.DEFAULT) if out["svg"] is None else None
        out.update(self.table(view, legal, seat, with_svg, lang if speaks else i18n.DEFAULT))
        if seat is not None and legal and with_svg:
            out.update(self.why_not(view, legal, seat, out, lang if speaks else i18n.DEFAULT))
        if lang != i18n.DEFAULT:
            self.localise(out, lang)
        return out

    def stood_in(self, seat: int, lang: str = i18n.DEFAULT) -> list[dict]:
        """What the stand-in played for ``seat`` (its last moves), each move as the seat's own log
        says it (``{"step", "action", "lines"}``); only the seat itself is told.  The table shows
        those after the step its person last dismissed."""
        st, out = self.state, []
        kept = self.clock.stood_in if self.clock is not None else self.stood_at_end
        for step, first, end, notation in kept[seat] if seat < len(kept) else []:
            if step >= len(st.history) or st.history[step] != notation:
                continue  # taken back since
            out.append({"step": step + 1, "action": notation,
                        "lines": words.lines(self.game, st.events[first:end], seat, lang)})
        return out

    def table(self, view: dict, legal: list[str], seat: int | None, with_hand: bool = True,
              lang: str = i18n.DEFAULT) -> dict:
        """What the shared table shows beside the board (docs/table.md), in ``lang``: the prompt,
        each legal action's name, the viewer's hand strip, scores by category, the seats' panels,
        names, colours and bot levels.  A drawing bug leaves a part empty, never the page."""
        game = self.game
        out = {"legal_labels": list(legal), "prompt": None, "hand_svg": None, "panels": [[] for _ in self.seats],
               "score_table": [{"category": "Score", "points": list(view.get("scores") or [])}],
               "names": self.names, "colours": game.seat_colours()[:self.players],
               "bots": [None if spec == seatlib.HUMAN else bots_describe(spec) for spec in self.seats]}
        try:
            kw = _in(lang)
            asked, view = self.named(view, lang, bots=True), self.named(view, lang)
            out["legal_labels"] = [game.render_label(view, a, **kw) for a in legal]
            out["prompt"] = game.render_prompt(asked, **kw)
            out["prompt_names"] = "names" in asked  # it names whom it asks: the page shows it as it is
            if with_hand and seat is not None:
                out["hand_svg"] = game.render_hand(view, legal, **kw)
            out["score_table"] = game.render_scores(view, **kw)
            out["panels"] = [game.render_panel(view, s, **kw) for s in range(self.players)]
        except Exception as err:  # noqa: BLE001 - the move is safe; the page shows less
            log.error("table parts failed in game %s: %r", self.id, err)
        return out

    def why_not(self, view: dict, legal: list[str], seat: int, drawn: dict, lang: str) -> dict:
        """What the deciding seat's table says about choices closed now and moves Undo cannot take
        back (server/reasons.py): ``reasons`` {notation: why not} for what the drawings mark
        ``data-unavailable``, ``unavailable`` [{name, reason}] for the game's declared choices
        with no component, ``irreversible`` [notation].  Worked out once per version and seat."""
        key = (self.version, seat, lang)
        cache = self._why_cache
        if key in cache:
            return cache[key]
        out = {"reasons": {}, "unavailable": [], "irreversible": []}
        game, st = self.game, self.state
        try:
            marks = reasons.marked(drawn.get("svg"), drawn.get("hand_svg"))
            out["reasons"] = reasons.reasons(game, st, seat, marks, legal, lang)
            fn = game._render_part("unavailable")
            if fn:
                entries = game._call(fn, lang, view, legal)
                out["unavailable"] = reasons.closed(game, st, seat, entries, legal, lang)
            out["irreversible"] = reasons.irreversible(game, st, seat, legal)
        except Exception as err:  # noqa: BLE001 - the page shows less, the move is safe
            log.error("reasons failed in game %s: %r", self.id, err)
        if len(cache) > 8:
            cache.clear()
        cache[key] = out
        return out

    def labels(self, seat: int | None, legal: list[str], lang: str) -> list[str]:
        """The legal actions' names in ``lang`` as the seat's page shows them (``legal_labels``)."""
        speaks = self.game.speaks
        try:
            named = [self.game.render_label(self.state.view(seat), a, **_in(lang if speaks else i18n.DEFAULT))
                     for a in legal]
        except Exception as err:  # noqa: BLE001 - a drawing bug leaves the notation as the name
            log.error("labels failed in game %s: %r", self.id, err)
            named = list(legal)
        return named

    def localise(self, out: dict, lang: str) -> dict:
        """The words of a payload not said by the game's drawing (in place): the bots' levels.
        Everything else is in ``lang`` already (drawings that speak through the catalogs, the log
        by ``words``, notices by ``i18n.say``); a game without catalogs is shown in English."""
        if len(out.get("legal_labels") or []) != len(out["legal"]):
            out["legal_labels"] = list(out["legal"])
        if out.get("bots"):
            t = i18n.Translator(lang)
            out["bots"] = [None if b is None else t(f"bot-level-{b.lower()}") if f"bot-level-{b.lower()}" in t else b
                           for b in out["bots"]]
        return out
