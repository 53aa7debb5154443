"""The scenario's ``choices``: each player's answers, in order, to the questions the effect will ask them.

Why apart: an answer is checked against what the player could name (their objects, anyone's for a vote or a named
card, the words a vote offers, yes / no for "may", a number for "up to N") before anything resolves, so a typo is
``bad_scenario`` with the closest names, never a choice the engine silently skips.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.catalog import SUPPORTED_LANGS, t

from .board import MAX_SCRIPT_ENTRIES, MAX_ZONE_CARDS, _closest
from .grammar import MAX_AMOUNT, Effect
from .model import Player
from .plan import plan_of
from .scenario_game import GameLoader

Entry = str | list[str]
_YES = frozenset({"yes", "y", "true", "si", "sí", "s"})
_NO = frozenset({"no", "n", "false"})


def _entry_names(loader: GameLoader, entry: Any, where: str, words: set[str]) -> tuple[list[str], Entry]:
    """The names one entry gives and the entry kept: a list is several objects picked at once, or, when its words
    joined are one option of the text ("Choose an order for artifacts, creatures, and lands": [creature, artifact,
    land]), that option."""
    if not isinstance(entry, list):
        name = loader.text(entry, where)
        return [name], name
    names = [loader.text(e, f"{where}[{j}]") for j, e in enumerate(loader.sequence(entry, where, MAX_ZONE_CARDS))]
    joined = ", ".join(names)
    return names, (joined if len(names) > 1 and joined.casefold() in words else names)


def _named_token(name: str) -> str:
    """A token answered by its label, "Rankle (token)" / "Rankle (ficha)" (the legend rule offers a token copy so,
    engine/legend_rule.py): the name of the object it copies, which the board shows; any other name unchanged."""
    for lang in SUPPORTED_LANGS:
        head, _, tail = t("apnap.what.token_labelled", lang, name="\x00").partition("\x00")
        if tail and name.casefold().endswith(tail.casefold()) and name.casefold().startswith(head.casefold()):
            return name[len(head):len(name) - len(tail)]
    return name


def read_choices(loader: GameLoader, raw: Any, players: list[Player], effect: Effect,
                 on_stack: frozenset[str] | set[str] = frozenset()) -> tuple[dict[str, list[Entry]], dict[str, str]]:
    if raw is None:
        return {}, {}
    if not isinstance(raw, Mapping):
        raise loader.bad("choices", "apnap.error.not_mapping")
    # words a choice may name besides objects; a player's name answers "one of their opponents of their choice"
    vote_words = {o.casefold() for o in effect.word_answers} | {p.name.casefold() for p in players}
    result: dict[str, list[Entry]] = {}
    fields: dict[str, str] = {}
    for key, raw_entries in raw.items():
        name = loader.player_ref(key, f"choices.{key}", players)
        if name in result:
            raise loader.bad(f"choices.{key}", "apnap.error.duplicate_player", name=name, other=fields[name])
        player = next(p for p in players if p.name == name)
        # a vote may name anyone's permanent, "Name a card" anyone's card (201.3)
        owners = players if plan_of(effect).picks_others or effect.names_card else [player]
        known = {o.name.casefold() for p in owners for zone in p.zones.values() for o in zone} | set(on_stack)
        if isinstance(raw_entries, (str, int)) and not isinstance(raw_entries, bool):
            raw_entries = [raw_entries]
        entries = loader.sequence(raw_entries, f"choices.{key}", MAX_SCRIPT_ENTRIES)
        parsed: list[Entry] = []
        for i, entry in enumerate(entries):
            where = f"choices.{key}[{i}]"
            if isinstance(entry, bool) or (isinstance(entry, str) and entry.strip().casefold() in _YES | _NO):
                yes = entry if isinstance(entry, bool) else entry.strip().casefold() in _YES
                parsed.append("yes" if yes else "no")  # "may": answered yes / no
                continue
            if isinstance(entry, int):
                parsed.append(str(loader.integer(entry, where, 0, MAX_AMOUNT)))  # "up to N", "any amount"
                continue
            names, value = _entry_names(loader, entry, where, vote_words)
            if isinstance(value, str) and len(names) > 1:  # an order of words, one option (checked there)
                parsed.append(value)
                continue
            for n in names:
                if (_named_token(n).casefold() not in known and n.casefold() not in vote_words and not player.unknown
                    and not n.isdigit()):
                    options = [o.name for zone in player.zones.values() for o in zone] + list(effect.vote_options)
                    raise loader.bad(where, "apnap.error.choice_unknown_object", _closest(n, options),
                                     name=n, player=name)
            parsed.append(value)
        result[name] = parsed
        fields[name] = str(key)
    return result, fields
