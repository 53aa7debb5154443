"""What a spell on the stack targets (115.1): "Counter target spell that targets you", "… that targets a player",
"… that targets a creature", "… that targets this creature" (Cerulean Drake, Outwit, Confound, Mistfolk).

Why a module: a spell's targets are a fact of the stack the scenario gives (``spells[].targets``: player names and
permanents of the board by name), not of any permanent; a text that asks about them with none given is asked
(``choice_needed``), never guessed; a spell that does not target what the text requires could not have been the
target (115.1: ``bad_scenario`` from the caller).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..oracle import short_names
from ..plan.stack import SpellCounter
from ..stack_spell import StackSpell

if TYPE_CHECKING:
    from .state import State


def spell_targets_ok(state: State, step: SpellCounter, spell: StackSpell) -> bool:
    """Whether one of ``spell``'s targets is what ``step`` requires ("you": the controller; "player": any player;
    "source": the source of this ability; "object": a permanent of ``targeting_kind``). None required: True."""
    if not step.targeting:
        return True
    if spell.targets is None:
        raise BotError.of("choice_needed", "apnap.error.spell_targets_needed", field="spells", lang=state.lang,
                          spell=spell.card.name,
                          suggestions=[f"spells: [{{name: {spell.card.name}, targets: [{state.game.controller}]}}]"])
    named = {t.casefold() for t in spell.targets}
    state.cite("115.1", step=state.steps[-1] if state.steps else None)
    if step.targeting == "you":
        return state.game.controller.casefold() in named
    if step.targeting == "player":
        return any(n.casefold() in named for n in state.game.seat_names)
    if step.targeting == "source":  # the source's name: with no card named, the text's "this permanent" is no name
        if not state.scenario.card:
            raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect",
                              lang=state.lang, part=step.text)
        return bool(named & {n.casefold() for n in short_names(state.scenario.card)})
    kind = step.targeting_kind
    return kind is not None and any(o.name.casefold() in named and state.matches(kind, o, p.name)
                                    for p in state.game.players for o in p.battlefield)
