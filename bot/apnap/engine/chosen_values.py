"""What "the chosen color / type / name" means as a step resolves (607.2d, 614.12a).

"Choose a color. … the chosen color": the latest choice of that kind in the effect (608.2c). "{T}: Add one mana of
the chosen color." (Coldsteel Heart): no step of the ability chose; the words are linked to the ability that chose
as the permanent entered (607.2d), and no board shows that choice, so the scenario gives it (``chosen``) or the
resolver asks (``choice_needed``, field ``chosen``, naming the options), never picking one itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar.choice_words import COLORS
from ..grammar.text import fold
from ..model import GameObject
from ..plan import ChooseWord
from .state import CHOSEN_READERS, State, of_card_type_word

if TYPE_CHECKING:
    from ..result import StepResult

# The words a filter or a verb reads ("type", "color", "name") → the kinds of choice that answer them
READS = {"type": ("creature_type", "card_type"), "color": ("color",), "name": ("card_name",), "keyword": ("keyword",),
         "player": ("opponent", "player"), "land_type": ("basic_land_type",)}


def chosen_value(state: State, which: str, player: str | None = None,
                 step: StepResult | None = None) -> tuple[str, str]:
    """(kind, value) of the choice ``which`` reads: the acting player's in the latest step of the effect that chose
    one of its kinds (or the one choice made there), else the source's as it entered (the scenario's ``chosen``)."""
    kinds = READS[which]
    ref = next((s for s in reversed(state.steps) if s.extra.get("word_kind") in kinds), None)
    if ref is not None:
        chosen: dict[str, str] = ref.extra["chosen_for"]
        mine = chosen.get(player or state.game.controller) or (next(iter(chosen.values())) if len(chosen) == 1
                                                                  else None)
        if mine is None:  # "the chosen color" of a player who chose none (declined a "may"): nothing matches
            return ref.extra["word_kind"], ""
        state.cite("608.2c", step=step)
        return ref.extra["word_kind"], mine
    # kinds of value ("color", "creature_type") whose "choose …" of this effect a false condition skipped: "the
    # chosen color" then names none, never the source's earlier choice (608.2c)
    skipped_kinds = {s.kind for s in state.left_undone if isinstance(s, ChooseWord)}
    if skipped := next((k for k in kinds if k in skipped_kinds), None):
        state.cite("608.2c", step=step)  # "If …, choose a color" not done: "the chosen color" names none
        return skipped, ""
    given = state.scenario.chosen or {}
    for kind in kinds:
        if kind in given:
            state.cite("607.2d", step=step)
            return kind, given[kind]
    example = f"chosen: {{{kinds[0]}: {_example(kinds[0], state)}}}"
    raise BotError.of("choice_needed", "apnap.error.chosen_needed", field="chosen", lang=state.lang,
                      suggestions=[example], example=example, what=t(f"apnap.what.chosen_{which}", state.lang),
                      options=_options_said(kinds[0], state))


def _example(kind: str, state: State) -> str:
    if kind == "color":
        return COLORS[0]
    if kind == "opponent":
        return state.game.opponents(state.game.controller)[0]
    if kind == "card_type":
        return "artifact"
    if kind == "card_name":
        return next((o.name for p in state.game.players for o in p.battlefield), "Shock")
    return "Elf"


def _options_said(kind: str, state: State) -> str:
    """The options of the question, as the prompt lists them (a type or a name: an example, the lists are long)."""
    if kind == "color":
        return ", ".join(COLORS)
    if kind == "opponent":
        return ", ".join(state.game.opponents(state.game.controller))
    return _example(kind, state) + ", …"


def has_chosen(state: State, which: str, obj: GameObject, player: str) -> bool:
    """Whether ``obj`` is of the chosen colour / type, or has the chosen name (201.3)."""
    kind, value = chosen_value(state, which, player)
    if not value:
        return False
    if kind == "color":
        if not obj.colors_known:  # a colour nobody gave is asked, never guessed
            raise BotError.of("choice_needed", "apnap.error.colors_needed", suggestions=[obj.name], field="players",
                              lang=state.lang, names=obj.name)
        return fold(value) in obj.colors or _spanish_color(value) in obj.colors
    if kind == "card_name":
        return fold(obj.name) == fold(value)
    if kind == "card_type":
        return of_card_type_word(fold(value), obj)
    if not obj.subtypes and obj.is_creature():  # a creature type nobody gave is asked, never guessed
        raise BotError.of("choice_needed", "apnap.error.subtypes_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, names=obj.name)
    return fold(value) in obj.subtypes


def _spanish_color(value: str) -> str:
    from ..grammar.choice_words import COLORS_ES

    return next((en for en, es in COLORS_ES.items() if es == fold(value)), "")


def chosen_color(state: State, player: str, step: StepResult | None = None) -> str:
    """The English colour "the chosen color" names (an answer given in Spanish read as its colour)."""
    _kind, value = chosen_value(state, "color", player, step)
    return _spanish_color(value) or fold(value)


def chosen_colors(state: State, player: str, step: StepResult | None = None) -> tuple[str, ...]:
    """"The color or colors of your choice" (105.3): every colour the choice step before named, in the rules' order;
    with no such step, the one the scenario's ``chosen`` gives (chosen_color)."""
    ref = next((s for s in reversed(state.steps) if s.extra.get("word_kind") == "color"), None)
    every = ref.extra.get("chosen_all", {}).get(player) if ref is not None else None
    if not every:
        return (chosen_color(state, player, step),)
    state.cite("608.2c", step=step)
    named = {_spanish_color(c) or fold(c) for c in every}
    return tuple(c for c in COLORS if c in named)


def chosen_protection(state: State, keyword: str, step: StepResult | None = None) -> str:
    """"Protection from the color of your choice / the chosen color" as the colour chosen (702.16a): "protection
    from blue"; "your choice of reach, trample, or haste" as the keyword chosen just before (608.2d); any other
    keyword as it is."""
    from ..grammar.choice_words import OF_ITS_CONTROLLERS, OF_THE_CHOSEN, OF_YOUR_CHOICE, keyword_choice_options

    if options := keyword_choice_options(keyword):  # "your choice of reach, trample, or haste": the one chosen just
        # before, its label read back as the keyword (a Spanish narration's label is the printed Spanish keyword)
        from ..grammar.spanish_terms import keyword_es

        said = fold(chosen_value(state, "keyword", state.game.controller, step)[1])
        return next((o for o in options if said in (fold(o), fold(keyword_es(o)))), "")
    if keyword not in (OF_YOUR_CHOICE, OF_THE_CHOSEN, OF_ITS_CONTROLLERS):
        return keyword
    state.cite("702.16a", step=step)
    color = chosen_color(state, state.game.controller, step)
    return f"protection from {color}" if color else ""  # no colour chosen: protection from nothing is no ability


def of_your_choice(state: State, which: str, obj: GameObject, player: str) -> bool:
    """"Of the color of your choice", "of the creature type of your choice" (608.2d): the controller's choice made
    just before the instruction (verbs_choose.inline_choices), whoever controls the object."""
    return has_chosen(state, "type" if which == "your_type" else "color", obj, state.game.controller)


# "of the first / second / third type": that place of the order "Choose an order for artifacts, creatures, and lands"
# chose (the controller's, or the one order chosen)
_PLACES = ("first", "second", "third", "fourth")


def of_nth_type(state: State, which: str, obj: GameObject, player: str) -> bool:
    """"sacrifices one permanent of the first type": of the card type at that place of the latest order chosen in the
    effect (608.2c); none chosen before it: refused, never a guess."""
    ref = next((s for s in reversed(state.steps) if s.extra.get("word_kind") == "type_order"), None)
    chosen: dict[str, str] = ref.extra["chosen_for"] if ref is not None else {}
    order = chosen.get(state.game.controller) or (next(iter(chosen.values())) if len(chosen) == 1 else None)
    if order is None:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=f"of the {which} type")
    types = [w.strip() for w in order.split(",")]
    place = _PLACES.index(which)
    return place < len(types) and of_card_type_word(types[place], obj)


for _which in _PLACES:
    CHOSEN_READERS[_which] = of_nth_type
for _which in ("type", "color", "name"):
    CHOSEN_READERS[_which] = has_chosen
for _which in ("your_color", "your_type", "that_color"):  # "of that color": the colour chosen just before (608.2c)
    CHOSEN_READERS[_which] = of_your_choice
