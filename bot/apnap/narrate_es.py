"""What a Spanish narration says in Spanish that the engine keeps in English: the names of tokens an effect described
and the creature types players chose.

Why apart from the engine: a token's name on the board is its English description ("black Zombie creature", 111.4)
and a chosen creature type is the rules' English word, because later steps compare them with the board's subtypes
and the plan is one for both languages. Only the narration turns them into the words a Spanish user reads.
"""

from __future__ import annotations

from dataclasses import replace

from bot.catalog import t

from .grammar.spanish_terms import spanish_subtype_name
from .render.es_tokens import es_token_name
from .result import ChoiceRecord, EventRecord, StepResult


def event_names(e: EventRecord, lang: str) -> list[str]:
    """The objects' names in the narration's language: a token the effect described is named by its description,
    said in Spanish in a Spanish narration (es_tokens.es_token_name); a card keeps its own name."""
    if lang != "es" or e.labels is not None:
        return e.names
    return [es_token_name(o) or o.name for o in e.objects]


def choice_labels(c: ChoiceRecord, lang: str) -> list[str]:
    """A chosen creature type or card type said in Spanish in a Spanish narration ("Oso", "criatura"); the record
    keeps the rules' English word, which later steps match subtypes and types with (205.3m, 205.2a)."""
    if lang == "es" and c.what in (t("apnap.what.creature_type", lang), t("apnap.what.basic_land_type", lang)):
        return _spanish_types(c.labels)
    if lang == "es" and c.what == t("apnap.what.card_type", lang):
        return _spanish_card_types(c.labels)
    return list(c.labels)


def chosen_types_said(step: StepResult, events: list[EventRecord], lang: str) -> list[EventRecord]:
    """A step's "Carol elige Bear" / "Dave elige creature" events, the type said in Spanish in a Spanish
    narration."""
    said = {"creature_type": _spanish_types, "basic_land_type": _spanish_types,
            "card_type": _spanish_card_types}.get(str(step.extra.get("word_kind")))
    if lang != "es" or said is None:
        return events
    return [replace(e, labels=said(e.labels)) if e.labels is not None else e for e in events]


def _spanish_types(labels: list[str]) -> list[str]:
    return [spanish_subtype_name(label) or label for label in labels]


def _spanish_card_types(labels: list[str]) -> list[str]:
    from .grammar.verbs_choose import CARD_TYPES_ES

    return [CARD_TYPES_ES.get(label, label) for label in labels]
