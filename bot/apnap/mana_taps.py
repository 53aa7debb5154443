"""The resolving ability's trigger "Whenever a player taps a Swamp for mana" / "Whenever enchanted land is tapped for
mana" / "Siempre que un jugador gire una tierra para obtener maná" (106.12a): which permanent was tapped for mana,
and who tapped it.

Why a module: that the ability triggered is the question's premise, but it triggered on ONE permanent, which no
board shows; the scenario names it (``event_object``, or for "enchanted land" the ``attached_to`` the Aura is on),
and the loader checks it against the trigger's words (the noun-phrase reader every verb uses, filters.py) and its
player ("you tap", "an opponent taps"): a permanent that could not have triggered it is ``bad_scenario``, never a
silent pass. Its controller is the one who tapped it (602.2: only a permanent's controller activates its mana
abilities), so "that player" is that player (608.2c) and a ``that_player`` saying otherwise is refused.

What stays refused: a trigger whose object words no reader knows ("a land with the same name as the exiled card"),
and a condition with more after "for mana" ("… while you're the monarch"), which this reader does not match.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.catalog import Phrase
from bot.errors import BotError

from .attached_suggest import attached_example, attached_suggestions
from .grammar.filters import parse_filter
from .grammar.lexicon import GRAMMARS
from .grammar.self_words import SELF_WORDS
from .grammar.specs import TypeFilter
from .grammar.text import fold
from .model import Game
from .oracle import Selection
from .plan import AddMana, Plan
from .scenario_reader import ScenarioReader

# "Whenever a player taps a Swamp for mana", "Whenever you tap a creature for mana", "Whenever a Forest is tapped
# for mana", "Whenever enchanted land is tapped for mana"; the folded condition, nothing after "for mana"
_EN = re.compile(r"^whenever (?:(?P<who>a player|you|an opponent) taps? (?P<what>.+?)|(?P<passive>.+?) is tapped) "
                 r"for mana$")
# printed Spanish (605.4a's example): "Siempre que un jugador gire una tierra para obtener maná", "Siempre que
# gires un Pantano …" (you), "Siempre que la tierra encantada sea girada para obtener maná"
_ES = re.compile(r"^siempre que (?:(?:(?P<who>un jugador|un oponente) gire|(?P<you>gires)) (?P<what>.+?)"
                 r"|(?:el |la )?(?P<passive>.+?) (?:es|sea) girad[ao]) para obtener mana$")
# "Whenever you tap Zhur-Taa Druid for mana" / "this land": the source itself (``names``: the card's own)
_SELF_WORDS = frozenset({*SELF_WORDS, "~"})  # the source's own words (grammar/self_words.py)
_WHO = {"a player": "any", "un jugador": "any", "an opponent": "opponent", "un oponente": "opponent", "you": "you"}
_ARTICLE = re.compile(r"^(?:a|an|un|una) ")
# the permanent the source is attached to (303.4): "enchanted land", "tierra encantada"
_ATTACHED = re.compile(r"^(?:enchanted (?P<en>[a-z]+)|(?P<es>[a-z]+) encantad[ao])$")


@dataclass(frozen=True, slots=True)
class TapTrigger:
    """The trigger's words read: who taps ("any", "you", "opponent"), the kind of permanent (None: its words are
    not read), whether it is the permanent the source enchants, and the object words as printed."""

    who: str
    objects: TypeFilter | None
    attached: bool
    words: str


@dataclass(frozen=True, slots=True)
class ManaTap:
    """The permanent tapped for mana (603.2: the trigger event's object) and the player who tapped it."""

    permanent: str
    player: str


def tap_trigger(condition: str | None, lang: str) -> TapTrigger | None:
    """The trigger "… taps <a permanent> for mana" / "<a permanent> is tapped for mana", or None for any other."""
    low = fold(condition or "").strip(" ,")
    m = (_ES if lang == "es" else _EN).match(low)
    if m is None:
        return None
    who = "you" if m.groupdict().get("you") else _WHO.get(m["who"] or "", "any")
    words = m["what"] or m["passive"]
    attached = _ATTACHED.match(words)
    noun = (attached["en"] or attached["es"]) if attached else _ARTICLE.sub("", words)
    return TapTrigger(who, parse_filter(noun, GRAMMARS["es" if lang == "es" else "en"]), attached is not None,
                      words)


def mana_tap(loader: ScenarioReader, data: Mapping[str, Any], selection: Selection, game: Game, lang: str,
             names: tuple[str, ...] = ()) -> ManaTap | None:
    """The permanent tapped for mana and who tapped it, when the resolving ability triggers on one (106.12a); None
    otherwise. Asked when the scenario does not name it; refused when it could not have triggered the ability."""
    ability = selection.ability
    if ability is None or ability.kind != "triggered":
        return None
    trigger = tap_trigger(ability.condition, lang)
    if trigger is None:
        return None
    condition = ability.condition or ""
    if fold(trigger.words) in _SELF_WORDS or fold(trigger.words) in {fold(n) for n in names if n}:
        return ManaTap(names[0] if names else trigger.words, game.controller)  # the source itself, its controller's
    if trigger.objects is None:  # "a land with the same name as the exiled card": words no reader knows
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect",
                          lang=loader.msg_lang or lang, part=trigger.words)
    field = "attached_to" if trigger.attached else "event_object"
    could = _could_be(game, trigger)
    given = data.get(field)
    if given is None:
        raise _asked(loader, trigger, field, could, condition, game)
    name = loader.text(given, field)
    holders = sorted({player for named, player in could if named.casefold() == name.casefold()})
    if data.get("that_player") is not None:  # "that player" tapped it (608.2c): whose of two of that name
        said = loader.player_ref(data["that_player"], "that_player", game.players)
        if holders and said not in holders:  # 602.2: only its controller taps it for mana
            raise loader.bad("that_player", "apnap.error.mana_tap_player", holders, given=said, name=name,
                             player=", ".join(holders))
        holders = [said] if holders else holders
    if not holders:
        offered = list(dict.fromkeys(n for n, _ in could))[:5]
        if trigger.attached:  # "enchanted land": the kind the Aura's words name (303.4b)
            raise loader.bad(field, "apnap.error.attached_kind", offered, name=name,
                             what=trigger.objects.noun if trigger.objects is not None else "")
        raise loader.bad(field, "apnap.error.mana_tap_object", offered, name=name, condition=condition)
    if len(holders) > 1:  # two players' permanents share the name: who tapped it is never guessed
        raise BotError.of("choice_needed", "apnap.error.mana_tap_whose", field="that_player", lang=loader.msg_lang,
                          suggestions=holders, name=name, players=", ".join(holders))
    if trigger.attached and data.get("event_object") is not None \
            and loader.text(data["event_object"], "event_object").casefold() != name.casefold():
        raise loader.bad("event_object", "apnap.error.mana_tap_attached", name=name, condition=condition)
    return ManaTap(name, holders[0])


def _asked(loader: ScenarioReader, trigger: TapTrigger, field: str, could: list[tuple[str, str]], condition: str,
           game: Game) -> BotError:
    """The question when the scenario does not name the permanent: the attached permanent's own (attached_suggest.py),
    or ``event_object`` with the permanents that could have triggered it, names only one player holds first."""
    if trigger.attached:
        offered = attached_suggestions(game, f"enchanted {trigger.objects.noun if trigger.objects else ''}", ())
        return BotError.of("choice_needed", "apnap.error.attached_needed", field=field, lang=loader.msg_lang,
                           what=Phrase("apnap.attached.enchanted"), suggestions=offered,
                           example=attached_example(offered))
    names = sorted(dict.fromkeys(n for n, _ in could), key=lambda n: sum(m == n for m, _ in could) > 1)
    return BotError.of("choice_needed", "apnap.error.mana_tap_needed", field=field, lang=loader.msg_lang,
                       suggestions=names[:5], condition=condition)


def _could_be(game: Game, trigger: TapTrigger) -> list[tuple[str, str]]:
    """(name, controller) of each permanent on the battlefield that could have triggered it: of the trigger's kind
    and tapped by a player it names (its controller, 602.2)."""
    assert trigger.objects is not None
    you = game.controller
    out = []
    for p in game.players:
        if trigger.who == "you" and p.name != you or trigger.who == "opponent" and p.name not in game.opponents(you):
            continue
        out += [(o.name, p.name) for o in p.battlefield if trigger.objects.matches(o, p.name, you)]
    return out


def that_player_checked(loader: ScenarioReader, tap: ManaTap | None, that_player: str | None) -> str | None:
    """"That player" after a mana trigger is the one who tapped the permanent (608.2c); a ``that_player`` naming
    someone else is the scenario's slip, refused."""
    if tap is None:
        return that_player
    if that_player is not None and that_player != tap.player:
        raise loader.bad("that_player", "apnap.error.mana_tap_player", [tap.player], given=that_player,
                         name=tap.permanent, player=tap.player)
    return tap.player


def additional_checked(plan: Plan, tap: ManaTap | None, lang: str) -> None:
    """"Adds an additional {G}" means besides the mana of a permanent tapped for mana (106.12a): with no such trigger
    the word says nothing the resolver can evaluate, and the instruction is refused, naming it."""
    extra = next((s for s in plan.steps if isinstance(s, AddMana) and s.additional), None)
    if extra is not None and tap is None:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=lang,
                          part=extra.text)


def tapped_checked(loader: ScenarioReader, tap: ManaTap | None, that_player: str | None, plan: Plan,
                   lang: str) -> str | None:
    """"That player" (who tapped it, 608.2c) once the plan's "an additional …" is known to be about a permanent
    tapped for mana (:func:`additional_checked`)."""
    additional_checked(plan, tap, loader.msg_lang or lang)
    return that_player_checked(loader, tap, that_player)


__all__ = ["ManaTap", "TapTrigger", "additional_checked", "mana_tap", "tap_trigger", "tapped_checked",
           "that_player_checked"]
