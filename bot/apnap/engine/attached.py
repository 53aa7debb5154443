"""The permanent the source is attached to (303.4, 301.5, 301.6), as the object of an instruction, and what becomes
of the source when that permanent leaves (704.5m, 704.5n).

Why one module: "destroy enchanted creature", "put a -1/-1 counter on enchanted creature", "… deals 4 damage to
enchanted creature" act on one object that no target names: the permanent the scenario's ``attached_to`` names
(checked on a battlefield by the loader, asked when missing). Each step that acts on "target creature" looks its
object up through :func:`acted_on`, so the attached permanent is found the same way for every verb. When that
permanent has left the battlefield once the effect is done, an Aura is put into its owner's graveyard and an
Equipment or Fortification stays, unattached: state-based actions the result reports (:func:`detached`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import Phrase
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..attached_suggest import attached_example, attached_suggestions
from ..model import GameObject
from ..oracle import short_names
from ..result import SBARecord
from .act_objects import _find_target
from .entered import entered_object
from .illegal_target import named_not_legal

if TYPE_CHECKING:
    from ..grammar.specs import TypeFilter
    from ..plan import Step
    from .state import State

#: why the object is that permanent: how the source is attached to it
ATTACHED_RULES = {"enchanted": "303.4", "equipped": "301.5", "fortified": "301.6"}


def attached_permanent(state: State, flt: TypeFilter, attached: str) -> tuple[GameObject, str]:
    """The permanent ``attached_to`` names and who controls it, of the kind the text says ("enchanted land": a
    land); not given, asked (the loader asks first); of another kind, the scenario is wrong (303.4a, 301.5)."""
    name = state.scenario.attached_to
    if name is None:
        raise BotError.of("choice_needed", "apnap.error.attached_needed", field="attached_to", lang=state.lang,
                          what=Phrase(f"apnap.attached.{attached}"), suggestions=(said := attached_suggestions(
                              state.game, state.scenario.effect_text or "", short_names(state.scenario.card or ""))),
                          example=attached_example(said))
    held = [(o, p.name) for p in state.game.players for o in p.battlefield if o.name.casefold() == name.casefold()]
    if not held or not state.matches(flt, *held[0]):
        raise BotError.of("bad_scenario", "apnap.error.attached_kind", field="attached_to", lang=state.lang,
                          name=name, what=flt.noun)
    return held[0]


def acted_on(state: State, step: Step, flt: TypeFilter) -> tuple[GameObject, str] | None:
    """The one object a step on "target …", "that creature" or "enchanted creature" acts on: the attached
    permanent, the trigger event's object (603.2) or the target (115.1); None when no such target is there."""
    if step.on_attached:
        return attached_permanent(state, flt, step.on_attached)
    if step.on_entered:  # "It gains haste" after "return … to the battlefield": that new object (400.7)
        return entered_object(state, flt)
    return _find_target(state, flt, step.event_object == "permanent")


def not_there(state: State, step: Step, flt: TypeFilter | None) -> BotError:
    """The refusal when the object a step acts on is not on the board as it resolves (608.2b): the trigger event's
    object ("that creature", 603.2) or the target (115.1), named by the kind the text says (a permanent when it says
    none)."""
    if step.on_entered:  # "It gains haste" after a return that put nothing there (400.7)
        return BotError.of("bad_scenario", "apnap.error.entered_object", lang=state.lang, field="effect")
    event = step.event_object == "permanent"
    noun = flt.noun if flt is not None else "permanent"
    illegal = None if event else named_not_legal(state, flt)  # on the board, but not of the kind (115.1)
    if illegal is not None:
        return illegal
    return BotError.of("bad_scenario", "apnap.error.event_object_kind" if event else "apnap.error.target_object",
                       lang=state.lang, field="event_object" if event else "target", what=NounRef(noun))


def chosen_rule(step: Step) -> str:
    """Why this object: the permanent the source is attached to, the trigger event's (603.2) or a target (115.1)."""
    if step.on_attached:
        return ATTACHED_RULES[step.on_attached]
    if step.on_entered:
        return "400.7"
    return "603.2" if step.event_object == "permanent" else "115.1"


def _attachment(state: State) -> str:
    """How the source is attached, from its text ("enchanted …", "equipped …") or, when no step says, its card
    type: an enchantment attached to a permanent is an Aura (303.4), an artifact an Equipment (301.5)."""
    for step in state.scenario.plan.steps:
        said = step.on_attached or str(getattr(step, "attached", "") or "")
        if said in ATTACHED_RULES:
            return said
    types = state.scenario.source_types or frozenset()
    return "enchanted" if "enchantment" in types else "equipped" if "artifact" in types else ""


_LEAVES = frozenset({"sacrifice", "exile", "return", "destroy", "put", "dies"})


def _source_left(state: State) -> bool:
    """The source itself has left the battlefield already (sacrificed as the cost, "Sacrifice Choking Restraints:
    Exile enchanted creature", or moved by the effect): no state-based action is left for it."""
    names = {n.casefold() for n in short_names(state.scenario.card or "")}
    # "When Parallax Dementia leaves the battlefield, destroy enchanted creature": its own trigger is that the source
    # left (the creature it enchanted as it last existed, 608.2h; TriggerFacts.leaves_itself, trigger_facts.py)
    if state.scenario.source_zone != "battlefield" or state.scenario.trigger.leaves_itself:
        return True
    shown = any(o.name.casefold() in names for o in state.scenario.game.player(state.game.controller).battlefield)
    if shown and state.source_on_battlefield() is None:
        return True
    return any(o.name.casefold() in names for r in (*state.costs, *state.steps) for e in r.events
               if e.action in _LEAVES for o in e.objects)


def aura_to_graveyard(state: State, source: GameObject | None) -> str:
    """An Aura the state-based actions put into its owner's graveyard (704.5m): off the controller's battlefield;
    returns whose graveyard (the controller's name when no board shows the Aura). One owner for the move, which the
    Aura whose permanent left and the Aura on an illegal object (engine/enchant_legal.py) both make."""
    controller = state.game.controller
    if source is None:
        return controller
    you = state.game.player(controller)
    you.zones["battlefield"] = [o for o in you.battlefield if o is not source]
    state.game.player(source.owner).graveyard.append(source)
    return source.owner


def detached(state: State) -> list[SBARecord]:
    """704.5m: an Aura attached to no object (the one it enchanted has left the battlefield) is put into its
    owner's graveyard; 704.5n, 301.5c: an Equipment or Fortification stays on the battlefield, unattached."""
    name = state.scenario.attached_to
    if not name or any(o.name.casefold() == name.casefold() for p in state.game.players for o in p.battlefield):
        return []
    kind = _attachment(state)
    if not kind or _source_left(state):
        return []
    source = state.source_on_battlefield()
    label = state.scenario.card or (source.name if source is not None else name)
    controller = state.game.controller
    if kind != "enchanted":
        state.cite("704.3", "704.5n", "301.5c")
        return [SBARecord(controller, "unattached", ["704.5n", "301.5c"], object=label)]
    owner = aura_to_graveyard(state, source)
    state.cite("704.3", "704.5m", "303.4c")
    return [SBARecord(owner, "aura_to_graveyard", ["704.5m", "303.4c"], object=label)]
