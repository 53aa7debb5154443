"""Which creatures attacked, when an attack trigger's answer depends on it and the board does not say.

Why: "Whenever enchanted player is attacked, … Each opponent attacking that player untaps all nonland permanents
they control" (Curse of Bounty) resolved on a board with no ``combat`` as if nobody had attacked: the attacking
player's creatures were all untapped, so the untap did nothing ("Bob: nothing", a blind judge, session 22). The
trigger's premise is that the active player declared attackers (506.2, 508.1a), and declaring a creature an
attacker taps it unless it has vigilance (508.1f): which ones attacked changes what a tap or an untap does, or what
"tapped" / "untapped" finds. The board not saying is a question (``choice_needed``, field ``combat``, the active
player's creatures suggested as the attackers), never an assumption either way; an effect whose outcome is the
same whoever attacked ("you draw a card") asks nothing.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from bot.catalog import t
from bot.errors import BotError

from .grammar import TypeFilter
from .grammar.text import fold
from .model import Game
from .plan import Plan
from .seats import next_opponent

# "attacks", "attacked", "attack with", printed Spanish "ataca", "atacan", "es atacado" and the subjunctive a trigger
# prints ("Siempre que … ataque", "… ataquen", "Siempre que ataques", "sea atacado"): an attack is the event; a block
# ("attacks or blocks", "ataque o bloquee") could be either player's creature, so it is left alone
_ATTACKED = re.compile(r"\b(?:attack(?:s|ed)?|ataca[ns]?|ataque[ns]?|atacad[oa]s?)\b")
_BLOCKS = re.compile(r"\b(?:blocks?|bloquea[ns]?|bloquee[ns]?)\b")
# the controller's own creatures attack: "you attack", "creatures you control attack", "atacas" / "ataques", "que
# controlas atacan" / "que controlas ataque"
_OWN_ATTACK = re.compile(r"\byou attack\b|\bata(?:cas|ques)\b|(?:you control|que controlas)(?: (?:with|con) [\w ]+?)? "
                         r"(?:attacks?|atacan?|ataquen?)\b")
_TAP_ACTIONS = frozenset({"tap", "untap"})
_MAX_DEPTH = 4  # a step's filters sit at most this deep in its fields (a filter of a subject of a step)


def attack_event(condition: str | None) -> bool:
    """Whether a trigger condition's event is an attack ("Whenever enchanted player is attacked", "Whenever you
    attack", "Whenever a creature attacks you") and not a block."""
    said = fold(condition or "")
    return bool(_ATTACKED.search(said)) and not _BLOCKS.search(said)


def ask_attackers(condition: str | None, antecedent: str, plan: Plan, game: Game, tapped_said: set[int],
                  lang: str, printed_in: str | None = None) -> None:
    """Ask which creatures attacked when the trigger is an attack, the board gives no combat, and the plan taps,
    untaps or finds objects by their tapped state while an attacking player's creature could have been tapped by
    attacking (508.1f). The controller's own attack ("Whenever this creature attacks", "a creature you control
    attacks") on another player's turn is a moment assumed and said (attack_moment.py): no combat could be given
    for it, so nothing is asked."""
    if game.combat is not None or not attack_event(condition) or not any(_reads_tapped(s) for s in plan.steps):
        return
    own = antecedent == "source" or bool(_OWN_ATTACK.search(fold(condition or ""))) or (
        antecedent.startswith("event:") and " you control" in antecedent)
    if own and game.controller != game.active:
        return
    readers = [s for s in plan.steps if _reads_tapped(s)]
    attackers = [o.name for o in game.player(game.active).battlefield
                 if o.is_creature() and not o.tapped and o.uid not in tapped_said and "vigilance" not in o.keywords
                 and any(_could_touch(s, o) for s in readers)]
    if not attackers:
        return  # none could have been tapped by attacking: the board's tapped states are the answer
    foes = game.opponents(game.active)
    whom = game.controller if game.controller in foes else next_opponent(game, game.active) or game.active
    unique = [n for n in dict.fromkeys(attackers) if attackers.count(n) == 1]
    said = "combat: {attacking: {" + ", ".join(f"{n}: {whom}" for n in unique) + "}}" if unique else "combat: {}"
    raise BotError.of("choice_needed", "apnap.error.attackers_needed", field="combat", lang=lang,
                      suggestions=[said], when=_when_said(condition or "", printed_in or lang, lang),
                      player=game.active, suggestion=said)


def _when_said(condition: str, printed_in: str, lang: str) -> str:
    """The trigger's condition in the question's language (a card asked for by name is printed in English); when it
    cannot be said there with every word accounted for, "this triggered ability", never the other language's words."""
    from .render.registry import MissingWords
    from .render.trigger_said import condition_said

    try:
        return condition_said(condition, printed_in, lang)
    except MissingWords:
        return t("apnap.what.this_trigger", lang)


def _reads_tapped(step: Any) -> bool:
    """A tap or an untap, or a filter on tapped state anywhere in the step's fields. Not a step on a target: the
    object the scenario names is as the board shows it ("Whenever this creature attacks, tap target creature an
    opponent controls" never depends on which creatures attacked; an attacking target would be given tapped)."""
    if getattr(step, "targets_object", False):
        return False
    return getattr(step, "action", None) in _TAP_ACTIONS or _tapped_filter(step, 0)


def _could_touch(step: Any, obj: Any) -> bool:
    """Whether the step's objects could be this attacker by their kind: "untap all lands you control" never finds a
    creature that is not a land, so which creatures attacked does not change it (a session-23 note: "Whenever you
    attack, untap all lands you control" asked). Anything else the step's filter says is left to the question."""
    flt = getattr(step, "objects", None)
    if not isinstance(flt, TypeFilter) or not flt.alternatives:
        return True
    return any(required <= obj.types and not forbidden & obj.types for required, forbidden, *_ in flt.alternatives)


def _tapped_filter(value: Any, depth: int) -> bool:
    if isinstance(value, TypeFilter):
        return value.tapped is not None
    if depth >= _MAX_DEPTH:
        return False
    if isinstance(value, tuple):
        return any(_tapped_filter(v, depth + 1) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_tapped_filter(getattr(value, f.name, None), depth + 1) for f in dataclasses.fields(value))
    return False
