"""An activated ability's restrictions (602.5): "Activate only as a sorcery", "Activate this ability only
if you control two or more black permanents", "Any player may activate this ability".

Why they are checked, not dropped: a restriction is part of the ability's text (every word has a meaning or the text
is refused), and a board that breaks it is one the ability could not have been activated on. The condition after
"only [if]" is read by the grammar's ``condition`` rule (conditions.py), so "during your turn" and "if you control
…" share one reader with a trigger's "if".
A restriction the board breaks is named, not an error (602.5b, 601.3): on the stack the ability was activated (the
spell cast) when it could be, so it resolves as given and the result says which restriction this board breaks
(``Forbidden``, forbidden.py).
"""

from __future__ import annotations

import re

from bot.catalog import t

from .forbidden import Forbidden
from .grammar.conditions import Condition, Facts, YourTurn, holds, read_condition
from .grammar.phrases import Unread
from .grammar.sentences import refusal
from .grammar.text import as_source, fold
from .model import Game
from .opponent_activates import opponent_check, opponent_only

# "Any player may activate this ability": any player may be its controller (602.2), nothing to check.
_ANYONE = frozenset({"any player may activate this ability.", "cualquier jugador puede activar esta habilidad."})
# "Activate [this ability] only [if] …" / "Activa esta habilidad solo [si] …": what follows is a condition.
# "Activate this ability no more times each turn than …" / "Activa esta habilidad no más veces por turno que …".
_ONLY_RE = re.compile(r"^(?:activate (?:this ability )?only|activa esta habilidad solo|cast this spell only|"
                      r"lanza este hechizo solo) (?:(?:if|si) )?"
                      r"|^(?:activate (?:this ability )?|activa esta habilidad )"
                      r"(?=no (?:more times|more than|mas veces) )")
# "Cast this spell only during combat." / "Lanza este hechizo sólo durante el combate.": a spell's restriction (601.3)
CAST_ONLY_RE = re.compile(r"^(?:cast this spell only|lanza este hechizo solo)\b")


class _Broken(Exception):
    def __init__(self, forbidden: Forbidden) -> None:
        super().__init__(forbidden.restriction)
        self.forbidden = forbidden


def restriction_check(restriction: str | None, game: Game, names: tuple[str, ...], kicked: bool,
                      msg_lang: str | None, lang: str) -> tuple[list[str], Forbidden | None]:
    """``activation_warnings``, with the first restriction the board breaks as a ``Forbidden`` (the assumptions of
    the parts after it are not made: that part is named instead)."""
    try:
        return activation_warnings(restriction, game, names, kicked, msg_lang, lang), None
    except _Broken as broken:
        return [], broken.forbidden


def activation_warnings(restriction: str | None, game: Game, names: tuple[str, ...], kicked: bool,
                        msg_lang: str | None, lang: str) -> list[str]:
    """The assumptions made checking ``restriction``; raises ``_Broken`` when the board breaks it (read through
    ``restriction_check``) and ``unsupported_effect`` naming a sentence the grammar cannot read. A spell's "Cast this
    spell only …" (601.3) is read and checked the same way, before the spell is put on the stack."""
    warnings: list[str] = []
    for sentence in _sentences(restriction):
        if fold(sentence) in _ANYONE:
            continue
        if opponent_only(sentence):  # "Only any opponent may activate this ability." (602.2, opponent_activates.py)
            forbidden = opponent_check(sentence, game, names, msg_lang)
            if forbidden is not None:
                raise _Broken(forbidden)
            continue
        m = _ONLY_RE.match(fold(sentence))
        try:
            if m is None:
                raise Unread(sentence)
            # "Activate only during your turn and only once each turn": each restriction must hold (602.5)
            parts = _AND_ONLY_RE.split(sentence[m.end():])
            # the card's own name is the source ("only if Luminarch Ascension has four or more quest counters on it")
            printed = "es" if fold(sentence).startswith(("activa ", "lanza ")) else "en"  # "la Gloria": Spanish
            conds = [read_condition(as_source(part, names, printed) if names else part) for part in parts]
        except Unread as exc:
            raise refusal(exc, sentence, msg_lang) from None
        # an assumption names its own restriction ("Activate this ability only once each turn."), not the whole
        # sentence, whose other part the board did check; each part keeps its own "if"
        leads = _leads(sentence[:m.end()], _AND_ONLY_RE.findall(sentence[m.end():]))
        casting = CAST_ONLY_RE.match(fold(sentence)) is not None
        for cond, part, lead in zip(conds, parts, leads, strict=True):
            said = sentence if len(parts) == 1 else lead + part.rstrip(".") + "."
            warnings += _checked(cond, said, game, names, kicked, lang, casting)
    return warnings


# the folded text keeps the printed one's length, so the split is found on either
# "… only during your upkeep and only once each turn", and a list: "… only during the declare blockers step, only if
# at least one creature is blocking it, and only once each turn" / "…, solo si …, y solo una vez por turno"
_AND_ONLY_RE = re.compile(r",? and only (?:if )?|, only (?:if )?|,? y s[oó]lo (?:si )?|, s[oó]lo (?:si )?",
                          re.IGNORECASE)
_ONLY_LEAD = re.compile(r"(?:if|si) $", re.IGNORECASE)  # "Activate this ability only if " → "… only "


def _leads(first: str, joins: list[str]) -> list[str]:
    """How each restriction of "Activate this ability only during your upkeep and only if you control …" is said on
    its own: the first with the sentence's opening, each later one with the opening and its own "if"."""
    base = _ONLY_LEAD.sub("", first)
    return [first, *(base + ("if " if j.strip().lower().endswith("if") else "si " if j.strip().lower().endswith(
        " si") else "") for j in joins)]


def _checked(cond: Condition, sentence: str, game: Game, names: tuple[str, ...], kicked: bool,
             lang: str, casting: bool = False) -> list[str]:
    """One restriction on the board: ``_Broken`` when it breaks it, else what was assumed or said of timing
    (``casting``: a spell's, 601.3; else an activated ability's, 602.5)."""
    verdict = board_says(cond, game, names, None, kicked)
    if verdict is False:
        raise _Broken(Forbidden(sentence, casting))
    if verdict is None:
        return [t("apnap.warning.cast_restriction_assumed" if casting else "apnap.warning.restriction_assumed",
                  lang, restriction=sentence)]
    if isinstance(cond, YourTurn) and cond.sorcery:
        return [t("apnap.warning.sorcery_timing", lang, player=game.controller)]
    if isinstance(cond, YourTurn) and cond.upkeep:
        return [t("apnap.warning.upkeep_timing", lang, player=game.controller)]
    return []


def _sentences(text: str | None) -> list[str]:
    return [part.strip() + "." for part in (text or "").split(".") if part.strip()]


def board_says(cond: Condition, game: Game, names: tuple[str, ...], that_player: str | None,
               kicked: bool) -> bool | None:
    """``cond`` on the starting board (the source: the controller's permanent of that name), None when unknown."""
    you = game.player(game.controller)
    folded = {n.casefold() for n in names}
    source = next((o for o in you.battlefield if o.name.casefold() in folded), None)
    facts = Facts(game.controller, that_player or game.active, kicked, source)
    return holds(cond, game, facts)
