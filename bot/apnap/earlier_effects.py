"""The scenario's ``earlier_effects``: prevention and replacement effects that spells and abilities which resolved
earlier this turn created and that still apply (611.2a), e.g. a Safe Passage Alice cast before this effect:

    earlier_effects:
      - {source: Safe Passage, controller: Alice,
         text: "Prevent all damage that would be dealt to you and creatures you control this turn."}

Why a fact: such an effect is on no permanent (its spell is gone) and no board shows it, yet it modifies every
event it watches for until it ends (615.1a, 614.1a); a user who says it gets the damage prevented as it happens. Each
text is read by the same grammar as a resolving card's (English or printed Spanish), "you" being its controller,
and becomes the same records as the board's statics (board_shields.py, engine/replacing.py), applied whatever its
source does (611.2a). A text the engine cannot apply as said (a target, "the next 3 damage", "the next time", what
follows a prevention) is refused naming it, never left out: the user said it applies.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.errors import BotError

from .board_replacements import BoardReplacement
from .board_shields import shield_records, unpreventable_records
from .grammar import parse_effect
from .model import Game, GameObject
from .plan import EventReplacement, plan_of
from .plan.shields import NoPrevention, Prevention
from .scenario_game import GameLoader

MAX_EARLIER = 10  # effects of earlier resolutions one scenario names
MAX_TEXT = 300  # characters of one effect's text
_KEYS = ("source", "controller", "text")


def earlier_effects(loader: GameLoader, data: Mapping[str, Any], game: Game) -> tuple[BoardReplacement, ...]:
    """Each effect given, as the records the engine applies; none given: none."""
    if data.get("earlier_effects") is None:
        return ()
    found: list[BoardReplacement] = []
    for i, raw in enumerate(loader.sequence(data["earlier_effects"], "earlier_effects", MAX_EARLIER)):
        where = f"earlier_effects[{i}]"
        given = loader.mapping(raw, where, _KEYS)
        for key in _KEYS:
            if given.get(key) is None:
                raise loader.bad(f"{where}.{key}", "apnap.error.missing")
        name = loader.text(given["source"], f"{where}.source")
        controller = loader.player_ref(given["controller"], f"{where}.controller", game.players)
        text = loader.text(given["text"], f"{where}.text", MAX_TEXT)
        # a permanent's ability: "this creature" is that permanent; a spell's: no permanent, it is gone (611.2a)
        permanent = next((o for o in game.player(controller).battlefield if o.name.casefold() == name.casefold()),
                         None)
        records = _records(loader, text, name, f"{where}.text")
        if permanent is None and any("source" in (r.to, r.by, r.instead) for r in records):
            raise BotError.of("unsupported_effect", "apnap.replace.error.earlier_unread", field=f"{where}.source",
                              lang=loader.msg_lang, name=name, text=text)
        source = permanent or GameObject(-1 - i, name, controller)
        found.extend(BoardReplacement(source, controller, r, lasting=True) for r in records)
    return tuple(found)


def _records(loader: GameLoader, text: str, name: str, where: str) -> list[EventReplacement]:
    """The records of one effect's text; anything in it that is not such an effect, or not applicable as said, is
    ``unsupported_effect`` naming the text."""
    try:
        steps = plan_of(parse_effect(text, None, loader.msg_lang, (name,))).steps
    except BotError as exc:
        raise BotError.of("unsupported_effect", "apnap.replace.error.earlier_unread", field=where,
                          lang=loader.msg_lang, name=name, text=text) from exc
    out: list[EventReplacement] = []
    for step in steps:
        found: tuple[EventReplacement, ...] | None = None
        if isinstance(step, Prevention):
            found = shield_records(step, lasting=True)
        elif isinstance(step, NoPrevention):  # "Damage can't be prevented this turn" (615.12)
            found = unpreventable_records(step, lasting=True)
        elif isinstance(step, EventReplacement) and step.then is None and not step.targets_object:  # a target is
            found = (step,)  # named as the effect resolved (115.1): an earlier effect's text does not say which
        if not found:
            raise BotError.of("unsupported_effect", "apnap.replace.error.earlier_unread", field=where,
                              lang=loader.msg_lang, name=name, text=text)
        out.extend(found)
    return out


__all__ = ["MAX_EARLIER", "earlier_effects"]
