"""The activated ability an activation trigger is about (603.2): "Whenever you activate an ability, if it isn't a
mana ability, you may pay {2}. If you do, copy that ability." (Rings of Brighthearth), "Whenever an ability of
equipped creature is activated, …, copy that ability." (Illusionist's Bracers); printed Spanish "Siempre que actives
una habilidad, …, copia esa habilidad."

Why a module of its own: "that ability" is an object no board shows — an ability on the stack (405.1, 602.2a), one
of the scenario's ``spells`` with ``ability: activated`` — and which entries it may be is decided by the trigger's
event, not by the spells' kinds that stack_facts.py reads for cast triggers. An activated ability on the stack is
never a mana ability (605.3b: those resolve at once, without the stack); the trigger's own "if it isn't a mana
ability" stays the scenario's ``condition``, as every intervening "if" is (603.4).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.errors import BotError
from bot.i18n.plural import NounRef

from .activation_condition import SOURCE_TYPE_WORDS, ActivationEvent, activation_event
from .grammar.text import fold
from .oracle import Selection
from .scenario_reader import ScenarioReader

if TYPE_CHECKING:
    from .stack_spell import StackSpell

# An activation event, on the folded trigger condition: "you activate an ability [of an artifact]", "a player
# activates an ability", "an ability of equipped creature is activated"; printed Spanish "actives una habilidad",
# "se active una habilidad de la criatura equipada".
_ACTIVATION = re.compile(r"\bactivates? an? (?:\w+ )?abilit(?:y|ies)\b|\babilit(?:y|ies)\b.*\b(?:is|are) activated\b"
                         r"|\b(?:actives|activas|active|activa|activen|activan) una (?:\w+ )?habilidad\b")
#: the words those patterns read, known to the trigger-condition reader (trigger_words.py), both languages
ACTIVATION_WORDS = ("activate", "activates", "activated", "ability", "abilities", "actives", "activas", "active",
                    "activa", "activen", "activan", "habilidad")


def is_activation(condition: str) -> bool:
    """Whether the trigger's (folded) condition is an activation of an ability, which "that ability" can mean."""
    return bool(_ACTIVATION.search(condition))


# What the ability is of (its source, 113.7): "an ability of an artifact", "una habilidad de un artefacto"; "of
# equipped creature" is a creature, the one the source is attached to
_OF_KIND = re.compile(r"\babilit(?:y|ies) of (?:an? |equipped |enchanted )?(?P<en>artifact|creature|land|enchantment"
                      r"|planeswalker)s?\b|\bhabilidad de (?:un |una |la )?(?P<es>artefacto|criatura|tierra"
                      r"|encantamiento|planeswalker)\b")


def source_kind(condition: str) -> str | None:
    """The card type the ability's source must have ("of an artifact": artifact), None when the trigger says none."""
    m = _OF_KIND.search(condition)
    if m is None:
        return None
    return m["en"] or SOURCE_TYPE_WORDS.get(m["es"], m["es"])


def _could_have_triggered(spell: StackSpell, event: ActivationEvent, you: str, opponents: Sequence[str]) -> bool:
    """An activated ability on the stack (602.2a), activated by whom the trigger says ("you", "an opponent": 102.3),
    of a source the trigger's every word says ("of a nonartifact creature": the entry's ``types``, 113.7); an entry
    that does not say its source's types could have (it is asked, ``_types_needed``)."""
    return spell.ability == "activated" and event.activator_matches(spell.controller, you, opponents) and (
        not event.source_known(spell.card) or event.source_matches(spell.card))


def event_ability(loader: ScenarioReader, given: Any, condition: str, printed: str, on_stack: Sequence[StackSpell],
                  you: str, opponents: Sequence[str], attached: str | None = None) -> str:
    """The ``event_object`` of an activation trigger: the name of an entry of ``spells`` with ``ability:
    activated`` that could have triggered it; missing, asked with those entries (603.2); another entry, or a
    spell, is ``bad_scenario`` (never taken as the ability); one that does not say its source's types, asked for
    them. "An ability of equipped creature": with the scenario's ``attached_to``, the entry must be that creature's
    (301.5). A word of the event nothing reads refuses the ability (activation_condition.py)."""
    event = activation_event(condition, printed, loader.msg_lang)
    names = [s.card.name for s in on_stack if _could_have_triggered(s, event, you, opponents)]
    known = [s for s in on_stack if s.card.name in names and event.source_known(s.card)]
    kind = event.types[0] if event.types else None
    if given is None and not known and any(s.ability == "activated" for s in on_stack) and kind:
        raise BotError.of("choice_needed", "apnap.error.event_ability_kind", field="spells", lang=loader.msg_lang,
                          what=NounRef(kind), type=kind, condition=printed)
    if given is None:
        raise BotError.of("choice_needed", "apnap.error.event_ability_needed", field="event_object",
                          lang=loader.msg_lang, suggestions=names[:5], condition=printed)
    name = loader.text(given, "event_object")
    if not any(n.casefold() == name.casefold() for n in names):
        raise loader.bad("event_object", "apnap.error.event_ability_not_activated", names[:5], name=name,
                         condition=printed)
    _types_needed(loader, event, name, on_stack, printed)
    if attached is not None and _EQUIPPED.search(condition) and name.casefold() != attached.casefold():
        raise loader.bad("event_object", "apnap.error.event_ability_not_attached", [attached], name=name,
                         attached=attached)
    return name


def _types_needed(loader: ScenarioReader, event: ActivationEvent, name: str, on_stack: Sequence[StackSpell],
                  printed: str) -> None:
    """The named entry does not say its source's types the trigger is about: asked, never taken as matching."""
    spell = next(s for s in on_stack if s.card.name.casefold() == name.casefold() and s.ability == "activated")
    if not event.source_known(spell.card):
        raise BotError.of("choice_needed", "apnap.error.event_ability_types_needed", field="spells",
                          lang=loader.msg_lang, name=spell.card.name, condition=printed)


_EQUIPPED = re.compile(r"\babilit(?:y|ies) of (?:equipped|enchanted) creature\b|\bhabilidad de la criatura "
                       r"(?:equipada|encantada)\b")


def ability_example(selection: Selection | None, you: str) -> str:
    """The ``spells`` suggested for "copy that ability": one activated ability of the controller's, of the kind the
    trigger says ("of an artifact": ``types: [artifact]``)."""
    ability = selection.ability if selection is not None else None
    condition = fold(ability.condition or "") if ability is not None else ""
    kind = source_kind(condition)
    types = f", types: [{kind}]" if kind else ""
    name = {"artifact": "Icy Manipulator", "land": "Mishra's Factory"}.get(kind or "", "Prodigal Sorcerer")
    return f"spells: [{{name: {name}, controller: {you}, ability: activated{types}}}]"
