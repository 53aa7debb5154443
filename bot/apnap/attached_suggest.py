"""What the ``attached_to`` question suggests: a permanent on the board of the kind the text names ("equipped
creature": a creature; "enchanted land": a land) that the source's enchant ability allows (702.5a), so the
suggestion, given back, is one the loader accepts.

Why a module: the question is asked in three places (the loader, a continuous effect, an instruction on the attached
permanent), and "Forest" was suggested for all of them, a land for "equipped creature" that the loader then refused
(``attached_kind``), and a name two players' lands share (``attached_ambiguous``). Only an example of the form:
nothing is assumed from it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .grammar import parse_filter
from .grammar.lexicon import GRAMMARS
from .grammar.objects import detect_lang
from .grammar.specs import CombatNotGiven, TypeFilter
from .grammar.text import fold
from .model import Game, GameObject

# "equipped creature", "enchanted land", "fortified land"; Spanish puts the noun first ("criatura equipada")
_EN_KIND = re.compile(r"\b(?:enchanted|equipped|fortified) (?P<noun>[a-z]+)")
_ES_KIND = re.compile(r"\b(?P<noun>[a-z]+) (?:encantad|equipad|fortificad)[oa]s?\b")
_ENCHANT = re.compile(r"^(?:enchant|encantar) (?P<what>[^(.\n]+?)\s*(?:\(.*\))?\.?$", re.IGNORECASE | re.MULTILINE)
MAX_SUGGESTIONS = 3


def _filters(text: str) -> list[TypeFilter]:
    """The kind the text's "enchanted/equipped …" names and each enchant ability's kind (702.5c: all apply)."""
    lexicon = GRAMMARS[detect_lang(text)]
    low = fold(text)
    found = [parse_filter(m["noun"], lexicon) for m in (*_EN_KIND.finditer(low), *_ES_KIND.finditer(low))]
    found += [parse_filter(fold(m["what"]), lexicon) for m in _ENCHANT.finditer(text)]
    return [f for f in found if f is not None]


def attached_example(suggestions: list[str]) -> str:
    """The example the question's message gives: the first suggestion, or the bare form when the board has no
    permanent of that kind."""
    return suggestions[0] if suggestions else "attached_to: …"


def attached_suggestions(game: Game, text: str, names: Sequence[str] = ()) -> list[str]:
    """``attached_to: <name>`` for permanents of the kind ``text`` names, the controller's first, each name one
    permanent on the board (the loader refuses a shared one), never the source itself (``names``)."""
    filters = _filters(text)
    own = {fold(n) for n in names if n}
    players = sorted(game.players, key=lambda p: p.name != game.controller)
    counts: dict[str, int] = {}
    for obj in (o for p in game.players for o in p.battlefield):
        counts[fold(obj.name)] = counts.get(fold(obj.name), 0) + 1
    picked: list[str] = []
    for player in players:
        for obj in player.battlefield:
            if counts[fold(obj.name)] == 1 and fold(obj.name) not in own and _fits(obj, player.name, filters, game):
                picked.append(f"attached_to: {obj.name}")
    return picked[:MAX_SUGGESTIONS]


def _fits(obj: GameObject, controller: str, filters: list[TypeFilter], game: Game) -> bool:
    """Of every kind the text names; a filter only the engine answers ("defending player controls") fits none."""
    try:
        return all(f.matches(obj, controller, game.controller, game.combat) for f in filters)
    except CombatNotGiven:
        return False
