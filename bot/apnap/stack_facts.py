"""Objects no board shows: the spells on the stack (405.1: ``spells``) and the object the trigger event is about
(603.2: ``event_object``, "Whenever a player casts a spell, counter that spell"). Read from the scenario, asked
(``choice_needed``) when the text needs them and they are missing; given for a text that does not use them, they
are ``bad_scenario``.

Why a module of its own: the stack is a zone the scenario's players do not hold (405.1: one zone for the game),
and the trigger event's object is a fact of the game's history, not of the board; keeping both here keeps the
scenario loader small and says in one place which trigger events have an object "that spell" can mean.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.errors import BotError

from .activated_events import ability_example, event_ability, is_activation
from .attack_moment import active_attackers, attack_trigger, attacker_checked, attacking_player
from .block_moment import block_candidates, blocked_with_checked
from .board import OBJECT_KEYS
from .combat_referents import block_role, combat_event_object
from .event_counters import event_counters_checked
from .event_kind import event_kind_checked, of_event_kind
from .grammar import Effect, TypeFilter
from .grammar.shared_traits import shared_event_kind
from .grammar.text import fold
from .mana_taps import ManaTap, mana_tap
from .model import Game
from .oracle import CardLookup, Selection
from .plan import Delayed, DelayedOnEvent, Step, plan_of
from .plan.amounts import event_referent
from .scenario_reader import ScenarioReader
from .spell_statics import cant_be_countered, with_printed_text
from .stack_spell import StackSpell

MAX_SPELLS = 20  # spells on the stack one scenario may describe: bounded like every other list


def spells(loader: ScenarioReader, data: Mapping[str, Any], game: Game, effect: Effect,
           lookup: CardLookup | None = None, selection: Selection | None = None) -> tuple[StackSpell, ...]:
    """The scenario's ``spells`` ({name, controller, types, mana_value, colors, …}, bottom to top) when the text
    counters or copies a spell or copies an ability (707.10; ``ability: activated``); needed and missing: asked.
    A spell's text (given, or its real card's from ``lookup``) tells whether it can be countered (113.6g)."""
    needed = any(getattr(step, "uses_spells", False) or step.event_object in ("spell", "ability")
                 for step in plan_of(effect).steps)
    if data.get("spells") is None:
        if needed:  # a copy (707.10) is asked for as a copy, never said to counter the spell it copies
            copies = any(step.action == "copy_spell" for step in plan_of(effect).steps)
            key = "apnap.error.spells_needed_copy" if copies else "apnap.error.spells_needed"
            if any(step.event_object == "ability" for step in plan_of(effect).steps):  # "copy that ability"
                key = "apnap.error.spells_needed_ability"
            elif not any(getattr(step, "uses_spells", False) for step in plan_of(effect).steps):  # "that spell's
                key = "apnap.error.spells_needed_event"  # controller": the event's spell, neither countered nor copied
            example = (ability_example(selection, game.controller)
                       if key == "apnap.error.spells_needed_ability" else
                       "spells: [{name: Shock, controller: Bob, types: [instant], mana_value: 1}]")
            raise BotError.of("choice_needed", key, field="spells", lang=loader.msg_lang, suggestions=[example])
        return ()
    # "a source of your choice" may be a spell on the stack (609.7a): the stack may be given, never asked for
    offered = any(getattr(step, "offers_spells", False) for step in plan_of(effect).steps)
    if not needed and not offered:
        raise loader.bad("spells", "apnap.error.no_spells")
    out: list[StackSpell] = []
    for i, raw in enumerate(loader.sequence(data["spells"], "spells", MAX_SPELLS)):
        where = f"spells[{i}]"
        item = loader.mapping(raw, where, (*OBJECT_KEYS, "controller", "owner", "ability", "targets"))
        if item.get("controller") is None:
            raise loader.bad(f"{where}.controller", "apnap.error.missing")
        controller = loader.player_ref(item["controller"], f"{where}.controller", game.players)
        owner = controller if item.get("owner") is None else loader.player_ref(item["owner"], f"{where}.owner",
                                                                               game.players)
        ability = None if item.get("ability") is None else loader.text(item["ability"], f"{where}.ability").lower()
        if ability not in (None, "activated", "triggered"):
            raise loader.bad(f"{where}.ability", "apnap.error.stack_ability_kind", kind=ability)
        card = loader.game_object({k: v for k, v in item.items()
                                   if k not in ("controller", "owner", "ability", "targets")}, owner, where)
        card = card if ability else with_printed_text(card, lookup)
        targets = None if item.get("targets") is None else tuple(  # players or permanents by name (115.1)
            loader.text(t, f"{where}.targets[{j}]") for j, t in enumerate(
                loader.sequence(item["targets"], f"{where}.targets", MAX_SPELLS)))
        out.append(StackSpell(card, controller, ability, targets, None if ability else cant_be_countered(card)))
    return tuple(out)


# Trigger events about a spell "that spell" / "it" can mean (603.2): a spell cast ("Whenever a player casts a
# spell", "Whenever the first noncreature spell of a turn is cast"). English and printed Spanish, folded.
_SPELL_EVENTS = re.compile(r"\bcasts?\b.*\bspell\b|\bspell\b.*\bis cast\b|\blan(?:za|ce)s?\b.*\bhechizo\b"
                           r"|\blanzar\b.*\bhechizo\b"  # the infinitive, as English's "to cast a spell"
                           # the spell that targets the source (603.2): still on the stack as the trigger resolves
                           r"|\bbecomes the target of an? spell\b"
                           r"|\bse conviert[ae] en (?:el )?objetivo de un hechizo\b")
# Trigger events about a permanent that is still on the battlefield as the ability resolves (603.2): blocking,
# being blocked, damage, becoming a target, attacking, entering, being tapped for mana.
_PERMANENT_EVENTS = re.compile(r"\b(?:blocks|becomes blocked by|deals (?:combat )?damage to|is dealt damage by"
                               r"|becomes the target of|attacks|enters the battlefield|taps"
                               r"|bloquea|(?:es|sea) bloquead[ao] por|(?:le )?(?:hace|haga) dano(?: de combate)? a"
                               r"|ataca"
                               r"|se convierte en (?:el )?objetivo de|entra al campo de batalla"
                               r"|ataque|bloquee|entre al campo de batalla)\b")  # printed Spanish's subjunctive
_ES_NOUNS = {"creature": "criatura", "land": "tierra", "permanent": "permanente", "artifact": "artefacto",
             "enchantment": "encantamiento", "planeswalker": "planeswalker"}  # the trigger's words in printed Spanish
# … and events that take it off the battlefield, where "destroy that creature" would be about a card elsewhere
_GONE_EVENTS = re.compile(r"\b(?:dies|die|put into (?:a|your|an opponent's) graveyard|leaves the battlefield"
                          r"|is exiled|is sacrificed|returned|muere|muera|cementerio|deja el campo de batalla)\b")


# The kind of spell a cast trigger watches for (603.2): "a player casts an enchantment spell", "you cast a noncreature
# spell", "un oponente lanza un hechizo de criatura"; the words before "spell" (English) or after "hechizo" (Spanish)
# up to the comma. Words after "spell" ("with converted mana cost 3 or less", "during your turn") only narrow it, so
# the kind read here is a condition every spell that triggered it meets.
_CAST_KIND = {"en": re.compile(r"\b(?P<who>you|opponent|player)s? casts? (?:an? |their first |your first )?"
                               r"(?P<kind>[^,]*?)\s*\bspell\b"),
              # "Siempre que lances un hechizo": printed Spanish's subjunctive too
              "es": re.compile(r"\b(?:(?P<you>lanzas|lances)|lanza|lance) (?:un |su primer |tu primer )?hechizo"
                               r"(?P<kind> [^,]*)?")}


def cast_kind(condition: str, lang: str) -> tuple[TypeFilter | None, str]:
    """(the kind of spell a cast trigger watches for, whose spell: "you" / "opponent" / "any"), from the trigger's
    folded condition; the kind is None when its words are not read ("a Spirit or Arcane spell")."""
    from .grammar.filters import parse_filter
    from .grammar.lexicon import EN, ES

    m = _CAST_KIND["es" if lang == "es" else "en"].search(condition)
    if m is None:
        return None, "any"
    if lang == "es":
        who = "you" if m["you"] else "opponent" if re.search(r"\boponente\b", condition[:m.start()]) else "any"
        phrase = f"carta{m['kind'] or ''}"
    else:
        who = {"you": "you", "opponent": "opponent"}.get(m["who"], "any")
        phrase = f"{m['kind']} card".strip()
    flt = parse_filter(phrase, ES if lang == "es" else EN)
    return flt, who


def _cast_matches(spell: StackSpell, condition: str, lang: str, you: str) -> bool | None:
    """Whether ``spell`` could have triggered "Whenever a player casts a <kind> spell": of that kind, and cast by
    the one the trigger names (a spell's caster is its controller, 601.2); None when the kind's words are not read
    (the resolver cannot tell: it offers none, and takes the scenario's word)."""
    flt, who = cast_kind(condition, lang)
    if (who == "you") != (spell.controller == you) and who != "any":
        return False
    if flt is None:
        return None if _CAST_KIND["es" if lang == "es" else "en"].search(condition) else True
    return flt.matches(spell.card)


_NEXT_SPELL = re.compile(r"\b(?:your|their) next\b|\bproxim[ao]\b")


# A trigger whose event put its object into a graveyard from the battlefield (700.4): "dies", "is put into a graveyard
# from the battlefield" (and printed Spanish "muere", "va a un cementerio")
_TO_GRAVEYARD = re.compile(r"\b(?:dies|die|is put into (?:a|your|an opponent's) graveyard from the battlefield"
                           r"|muere|muera|cementerio desde el campo de batalla)\b")


def _only_its_player(condition: str, users: list[Step]) -> bool:
    """"Whenever a creature dies, Dingus Staff deals 2 damage to that creature's controller": every step naming the
    event's object names only its controller or owner (608.2h), which the card it became in a graveyard still tells
    (400.7e, 603.10a: the ability looks back at it); any step acting on the object itself is not read so."""
    return bool(_TO_GRAVEYARD.search(condition)) and all(
        s.event_object == "permanent" and s.subject.kind in ("object_controller", "object_owner")
        and getattr(s, "objects", None) is None for s in users)


def _has_object(condition: str, step: Step) -> bool:
    """Whether the trigger's event is about an object of the step's kind that is where the step needs it."""
    if step.event_object == "spell":  # "counter that spell", "where X is that spell's converted mana cost"
        # "When you cast your next instant or sorcery spell this turn, copy that spell" is a delayed trigger the
        # spell creates (603.7), which is no trigger of a card on the board: not read as one
        return bool(_SPELL_EVENTS.search(condition)) and not _NEXT_SPELL.search(condition)
    if step.event_object == "ability":  # "copy that ability": an activation trigger's (activated_events.py)
        return is_activation(condition)
    if step.event_object == "card":  # "when enchanted creature dies, return that card …": the card it became (400.7e)
        return bool(_GONE_EVENTS.search(condition))
    objects = _kind_of(step)  # its kind
    noun = objects.noun if isinstance(objects, TypeFilter) else ""
    # "a creature …", or its creature type alone: "Whenever a Rogue you control attacks" (205.3m)
    said = [noun, _ES_NOUNS.get(noun, noun), *(objects.subtypes if isinstance(objects, TypeFilter) else ())]
    return bool(noun and _PERMANENT_EVENTS.search(condition) and not _GONE_EVENTS.search(condition)
                and re.search(rf"\b(?:{'|'.join(re.escape(w) for w in said)})s?\b", condition))


def event_object(loader: ScenarioReader, data: Mapping[str, Any], selection: Selection, effect: Effect, game: Game,
                 on_stack: tuple[StackSpell, ...], source_names: tuple[str, ...] = ()) -> str | None:
    """The scenario's ``event_object``, the object of the trigger event, when the text says "that spell" or "that
    creature" of it with no target before it.

    Only a triggered ability whose event is about such an object has one; anywhere else its words are refused.
    A spell must be one of ``spells`` (still on the stack as the trigger resolves); a permanent must be on a
    battlefield (an event that took it away, "dies", is refused)."""
    steps = [inner for s in plan_of(effect).steps
             for inner in (s.steps if isinstance(s, (Delayed, DelayedOnEvent)) else (s,))]
    users = [s for s in steps if s.event_object]  # a delayed trigger's too: "destroy that creature at end of combat"
    given = data.get("event_object")
    if not users:
        if given is not None:
            raise loader.bad("event_object", "apnap.error.no_event_object")
        return None
    ability = selection.ability
    condition = fold(ability.condition or "") if ability is not None and ability.kind == "triggered" else ""
    gone = _only_its_player(condition, users)  # "Whenever a creature dies, … to that creature's controller"
    if not gone and not all(_has_object(condition, s) for s in users):
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect",
                          lang=loader.msg_lang or effect.lang, part=users[0].text)
    spell = users[0].event_object == "spell"
    if any(s.event_object != users[0].event_object for s in users):  # "that spell" and "that creature": refused
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect",
                          lang=loader.msg_lang or effect.lang, part=users[-1].text)
    printed = ability.condition or "" if ability is not None else ""
    if users[0].event_object in ("ability", "card") or gone:  # an activated ability on the stack, a card in a
        # graveyard (also the one a dead permanent became, whose controller as it last existed a step names, 608.2h)
        return _ability_or_card(loader, data, given, game, users[0], selection, on_stack, source_names, gone)
    lang = "es" if effect.lang == "es" else "en"
    said = {s.card.name.casefold(): _cast_matches(s, condition, lang, game.controller) for s in on_stack}
    names = [s.card.name for s in on_stack if said[s.card.name.casefold()]] if spell else _permanents(game, users[0])
    if not spell:  # only the active player's creatures attack (506.2, 508.1a), and block another player's (509.1a)
        names = _combat_candidates(game, names, condition, ability.condition or "" if ability is not None else "",
                                   source_names)
        names = [n for n in names if of_event_kind(n, game, printed, source_names, in_graveyard=False)]
    if given is None and not spell and ability is not None:  # the one creature the source blocks or is blocked by
        given = combat_event_object(ability.condition or "", source_names, game)  # (combat_referents.py)
    if given is None:
        raise BotError.of("choice_needed", "apnap.error.event_object_needed" if spell else
                          "apnap.error.event_it_needed" if users[0].pronoun else  # the text said "it" (608.2c)
                          "apnap.error.event_permanent_needed", field="event_object", lang=loader.msg_lang,
                          suggestions=names[:5], condition=ability.condition if ability is not None else "",
                          noun=_noun(users[0]))
    name = loader.text(given, "event_object")
    if not any(n.casefold() == name.casefold() for n in ([s.card.name for s in on_stack] if spell else
                                                         [o.name for p in game.players for o in p.battlefield])):
        raise loader.bad("event_object", "apnap.error.event_object_spell" if spell else
                         "apnap.error.event_object_permanent", name=name)
    if not spell:  # "Whenever a creature attacks you": one the active player controls (attack_moment.py)
        event_kind_checked(loader, name, game, printed, source_names, in_graveyard=False)  # "under your control"
        _one_holder(loader, name, game, names, _holders(game, users[0], name, condition, printed, source_names))
        attacker_checked(loader, condition, name, game, _permanents(game, users[0]))
        blocked_with_checked(loader, ability.condition or "" if ability is not None else "", source_names, name, game)
        event_counters_checked(loader, ability.condition or "" if ability is not None else "", name, game,
                               loader.msg_lang or effect.lang)  # "… with a counter on it" (603.2)
    if spell and said.get(name.casefold()) is False:  # Shock for "an enchantment spell"
        raise loader.bad("event_object", "apnap.error.event_object_not_cast", names[:5], name=name,
                         condition=ability.condition if ability is not None else "")
    return name


def _one_holder(loader: ScenarioReader, name: str, game: Game, names: list[str], could: set[str]) -> None:
    """An event object named by a name two players' permanents share ("Forest": Alice's or Carol's) is asked, never
    taken as the first player's (judge 21: "that land's controller" was Alice without a word, 603.2, 608.2h); the
    permanents whose names are their own are suggested. ``could``: the players holding one that could be the
    event's object (:func:`_holders`); a name the board leaves to one of them is no question (review 24b: Infernal
    Medusa's blocked Craw Wurm is the attacking player's, not Dave's own)."""
    if len(could) < 2:
        return
    own = [n for n in names if len({p.name for p in game.players for o in p.battlefield
                                     if o.name.casefold() == n.casefold()}) == 1]
    raise BotError.of("choice_needed", "apnap.error.event_object_ambiguous", field="event_object",
                      lang=loader.msg_lang, suggestions=own[:5], name=name, players=", ".join(sorted(could)))


def _holders(game: Game, step: Step, name: str, condition: str, printed: str,
             source_names: tuple[str, ...]) -> set[str]:
    """The players whose permanent called ``name`` could be the event's object: of the step's kind
    (:func:`_of_kind`), the attacking player's for an attack (506.2, 508.1a), the other side of the source's own
    block (509.1a)."""
    kinds = {player for player, named in _of_kind(game, step) if named.casefold() == name.casefold()}
    if attack_trigger(condition):
        kinds &= {attacking_player(game, condition)}
    role = block_role(printed, source_names)
    if role is not None:
        kinds.discard(game.controller)
        if role == "blocker" and game.active != game.controller:
            kinds &= {game.active}
    return kinds


def _combat_candidates(game: Game, names: list[str], condition: str, printed: str,
                       source_names: tuple[str, ...]) -> list[str]:
    """The permanents an attack or block trigger's object may be: an attacker the active player's (attack_moment.py),
    the other side of the source's own block (block_moment.py); names of their own first."""
    if attack_trigger(condition):
        names = active_attackers(game, names, condition)
    names = block_candidates(printed, source_names, game, names)
    # a name two players' permanents share cannot say which one (_one_holder): suggested last
    return sorted(names, key=lambda n: len({p.name for p in game.players for o in p.battlefield
                                            if o.name.casefold() == n.casefold()}) > 1)


def _ability_or_card(loader: ScenarioReader, data: Mapping[str, Any], given: Any, game: Game, step: Step,
                     selection: Selection, on_stack: tuple[StackSpell, ...], source_names: tuple[str, ...],
                     gone: bool = False) -> str:
    """"Copy that ability" (activated_events.py) and "return that card" (``_event_card``): the event's object; a card
    of the kind its trigger names ("… nonland permanent …": never a land's card, 603.2, 603.10)."""
    printed = selection.ability.condition or "" if selection.ability is not None else ""
    if step.event_object == "card" or gone:
        found = _event_card(loader, given, game, step, printed)
        event_kind_checked(loader, found, game, printed, source_names, in_graveyard=True)
        return found
    attached = data.get("attached_to")
    return event_ability(loader, given, fold(printed), printed, on_stack, game.controller,
                         game.opponents(game.controller), attached if isinstance(attached, str) else None)


def _event_card(loader: ScenarioReader, given: Any, game: Game, step: Step, condition: str) -> str:
    """The card a "dies" trigger's object became (400.7e): asked with the graveyards' cards of its kind; a name given
    must be a card somewhere on the board (the engine says when it has left the graveyard it went to, 400.7)."""
    flt = shared_event_kind(step) or getattr(step, "objects", None)
    kind = replace(flt, control=None, combat=None, shares=None, shares_with=None) if isinstance(flt, TypeFilter) \
        else None  # (a relation to that card itself, "shares a card type with it", is no kind of it)
    if given is None:
        names = [o.name for p in game.players for o in p.graveyard if (kind is None or kind.matches(o, p.name, p.name))
                 and of_event_kind(o.name, game, condition, (), in_graveyard=True)]  # "your graveyard": yours (404.1)
        raise BotError.of("choice_needed", "apnap.error.event_card_needed", field="event_object", lang=loader.msg_lang,
                          suggestions=names[:5], condition=condition, noun=_noun(step))
    name = loader.text(given, "event_object")
    if not any(o.name.casefold() == name.casefold() for p in game.players for zone in p.zones.values() for o in zone):
        raise loader.bad("event_object", "apnap.error.event_card_unknown", name=name)
    return name


def _kind_of(step: Step) -> TypeFilter | None:
    """The kind of the event's object the step names: "… that shares a card type with it" names the event's own
    (shared_traits.py), else what the step acts on, its subject's, or what an amount reads."""
    found = shared_event_kind(step) or getattr(step, "objects", None) or step.subject.ref_filter or event_referent(step)
    return found if isinstance(found, TypeFilter) else None


def _noun(step: Step) -> str:
    objects = _kind_of(step)
    return objects.noun if isinstance(objects, TypeFilter) else "spell"


def _permanents(game: Game, step: Step) -> list[str]:
    """The permanents of the step's kind on the battlefield: what ``event_object`` may name."""
    return [name for _, name in _of_kind(game, step)]


def _of_kind(game: Game, step: Step) -> list[tuple[str, str]]:
    """Each permanent of the step's kind on the battlefield, with the player who controls it."""
    flt = _kind_of(step)
    return [(p.name, o.name) for p in game.players for o in p.battlefield
            if isinstance(flt, TypeFilter) and replace(flt, combat=None).matches(o, p.name, game.controller)]


@dataclass(frozen=True, slots=True)
class StackFacts:
    """The scenario's ``spells`` (bottom to top) and ``event_object`` (the trigger event's object's name)."""

    spells: tuple[StackSpell, ...] = ()
    event_object: str | None = None
    mana_tap: ManaTap | None = None  # the permanent whose tapping for mana triggered the ability (106.12a)


def stack_facts(loader: ScenarioReader, data: Mapping[str, Any], selection: Selection, effect: Effect,
                game: Game, names: tuple[str, ...] = (), lookup: CardLookup | None = None) -> StackFacts:
    """``spells`` and ``event_object``, read (and asked for) before the target: a spell's target is one of them.
    ``names``: the source's own names, by which a block trigger names it (combat_referents.py)."""
    on_stack = spells(loader, data, game, effect, lookup, selection)
    tap = mana_tap(loader, data, selection, game, effect.lang, names)  # 106.12a: named and checked there (mana_taps.py)
    if tap is not None:
        return StackFacts(on_stack, tap.permanent, tap)
    return StackFacts(on_stack, event_object(loader, data, selection, effect, game, on_stack, names))
