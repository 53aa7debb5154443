"""The static abilities of the permanents on the board that set or change power and toughness (604.1, 611.3a,
613.4b-c): "Other Elf creatures you control get +1/+1" on Dave's Elvish Archdruid makes his Llanowar Elves a 2/2
whenever any rule reads its size (engine/board_pt.py), "Creatures your opponents control get -1/-1" shrinks the
others', "Creatures you control have base power and toughness 1/1" sets a base (layer 7b).

Why read once here, as the scenario loads: a permanent's text (the long form's ``text``, the card database's, or,
for the resolving ability's own source, the card's text) is split into abilities by oracle.py and each static one is
read by the same grammar as a resolving one (board_replacements.py does so for replacements); what it reads is a
typed step, which the engine applies at every reading, in its layer and with its source's timestamp (613.7).

What is kept: an unconditional "<kind> get(s) +N/+N" (``StaticModify``, 613.4c), the source's own unconditional
"<this> gets +N/+N" (``StaticSelf``), and "<kind> have base power and toughness N/N" (``SetBasePT``, 613.4b); of the
resolving ability's own source, whose "you" and "this" its steps already read, a bonus "for each …" or "as long as …"
too ("Elvish Champion gets +1/+1 for each other Elf you control"). An Aura's or Equipment's unconditional
"Enchanted creature gets +N/+N" is kept too (its source's ``attached_to`` names the permanent it reaches;
board_attachments.applied_bonus says which). Anything else that changes power or toughness (a bonus "for each …"
or "as long as …" of another permanent, an attached permanent's included, a characteristic-defining ability, a
switch, a kind whose words depend on other objects or on power itself, 613.8) is not applied, and never dropped in
silence: engine/board_pt.py warns of it, naming its words, as soon as a power or toughness is read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypeGuard

from bot.errors import BotError

from .board_attachments import applied_bonus
from .board_replacements import MAX_BOARD_TEXTS
from .card_names import own_names, short_names
from .grammar import TypeFilter, parse_effect
from .grammar.text import fold
from .model import Game, GameObject
from .oracle import Ability, abilities_of
from .plan import StaticModify, StaticSelf, Step, plan_of
from .plan.steps_layers import DefinedPT, SetBasePT, SwitchPTRule

# the printed shapes of a change to power or toughness a static ability may say (English and printed Spanish)
_LOOKS_PT = re.compile(r"[+-](?:\d+|x)/[+-](?:\d+|x)|\bpower and toughness\b|\bfuerza y (?:la )?resistencia\b"
                       r"|\b(?:power|toughness|fuerza|resistencia) (?:is|are|es|son|igual)\b")
# the steps that change power or toughness which this module does not keep (always: they are never applied here)
_NEVER_KEPT = (DefinedPT, SwitchPTRule)


@dataclass(frozen=True, slots=True)
class BoardPTStatic:
    """One power and toughness static of a permanent on the battlefield: its source, the ability as printed, and the
    typed step (``StaticModify``: a kind, layer 7c; ``StaticSelf``: its source, layer 7c; ``SetBasePT``: a kind's base,
    layer 7b). Its controller, who "you" is, is whoever controls the source when it is read (109.5)."""

    source: GameObject
    text: str
    step: StaticModify | StaticSelf | SetBasePT
    # the resolving ability's own source: its "for each …" and "as long as …" are counted and tested as its own
    # steps' are ("you", "this creature" are the resolving ability's, 109.5), engine/board_pt.py
    own: bool = False

    @property
    def counted(self) -> bool:
        """Whether it has a "for each …" or an "as long as …" (only the resolving ability's source's are kept)."""
        return isinstance(self.step, StaticModify | StaticSelf) and (self.step.while_ is not None
                                                                     or self.step.times is not None)

    @property
    def attached(self) -> bool:
        """An Aura's or Equipment's bonus to the permanent its source is attached to (303.4, 301.5)."""
        return isinstance(self.step, StaticModify) and bool(self.step.attached)

    @property
    def layer(self) -> str:
        return "7b" if isinstance(self.step, SetBasePT) else "7c"

    @property
    def kind(self) -> TypeFilter | None:
        """The permanents it reaches (None: only its source)."""
        return None if isinstance(self.step, StaticSelf) else self.step.objects


@dataclass(frozen=True, slots=True)
class UnreadPT:
    """A static ability on the board that could change power or toughness and is not applied: its source's name and
    its words (warned about when a power or toughness is read, engine/board_pt.py)."""

    source: str
    text: str


@dataclass(frozen=True, slots=True)
class BoardPTStatics:
    """The board's power and toughness statics the engine applies (``kept``, in the board's order), and those that
    look like one and are not applied (``unread``)."""

    kept: tuple[BoardPTStatic, ...] = ()
    unread: tuple[UnreadPT, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.kept or self.unread)


def board_pt_statics(game: Game, card: str | None, card_text: str, resolving: Ability | None) -> BoardPTStatics:
    """Every power and toughness static on the battlefield, in the board's order (the permanents' timestamps as the
    board gives them, 613.7a), and those that look like one and are not applied. ``card`` and ``card_text``: the
    resolving ability's source and its card's text, which its permanent has when the board gives it none (the source
    the loader placed, source_place.py); ``resolving``: that ability, left out when it is a static one (its own step
    applies it, engine/act_static.py, once)."""
    source_names = {fold(n) for n in short_names(card)} if card else set()
    kept: list[BoardPTStatic] = []
    unread: list[UnreadPT] = []
    read = 0
    for player in game.players:
        for obj in player.battlefield:
            own = player.name == game.controller and fold(obj.name) in source_names
            text = obj.text or (card_text if own else "")
            read += bool(text)
            if not text or read > MAX_BOARD_TEXTS:  # beyond the bound, board_replacements.py warned of the rest
                continue
            for ability in abilities_of(text):
                if ability.kind not in ("static", "spell"):  # a permanent's line read as a spell's is a static one
                    continue
                if own and resolving is not None and resolving.kind in ("static", "spell") \
                        and fold(ability.text) == fold(resolving.text):
                    continue  # the ability resolving now: its own step applies it, once
                found, missed = _read(obj, ability.text, own)
                kept.extend(found)
                if missed:
                    unread.append(UnreadPT(obj.name, ability.text[:200]))
    return BoardPTStatics(tuple(kept), tuple(unread))


def _read(obj: GameObject, text: str, own: bool) -> tuple[list[BoardPTStatic], bool]:
    """The power and toughness statics one ability of ``obj`` says, and whether it says one that is not kept
    (``own``: ``obj`` is the resolving ability's source, whose counted and conditional ones are kept too)."""
    try:
        steps = plan_of(parse_effect(text, None, None, own_names(obj.name, text, None))).steps
    except BotError:
        return [], bool(_LOOKS_PT.search(fold(text)))
    kept = [BoardPTStatic(obj, text, s, own) for s in steps if _kept(s, own)]
    kept += [BoardPTStatic(obj, text, s, own) for s in steps if _attached_kept(s, obj, own)]
    missed = any(_changes_pt(s) and not _kept(s, own) for s in steps) or any(
        _attached_bonus_missed(obj, s) for s in steps)
    return kept, missed


def _attached_kept(step: Step, obj: GameObject, own: bool) -> TypeGuard[StaticModify]:
    """An Aura's or Equipment's unconditional "Enchanted / Equipped creature gets +N/+N" whose ``attached_to`` the
    board gives (303.4, 301.5): applied to that permanent at every reading while the source is on the battlefield
    (engine/board_pt.py). The resolving ability's own source's too, attached to what the scenario's ``attached_to``
    says or to what an attach step of this resolution puts it on (701.3a: "create a 0/0 Germ, then attach this
    Equipment to it")."""
    return applied_bonus(step) and (bool(obj.attached_to) or own)


def _attached_bonus_missed(obj: GameObject, step: Step) -> bool:
    """An Aura's or Equipment's bonus on the permanent its ``attached_to`` names that board_attachments.py does not
    apply ("… gets +1/+1 for each …", "as long as …"): it changes a known permanent's size, so it is said."""
    return (bool(obj.attached_to) and isinstance(step, StaticModify) and step.uses_attached
            and bool(step.power or step.toughness) and not applied_bonus(step))


def _changes_pt(step: Step) -> bool:
    """Whether the step changes a power or toughness (any layer, 613.4) and is not an attached one's bonus, which
    board_attachments.py reads."""
    if isinstance(step, _NEVER_KEPT):
        return True
    if isinstance(step, StaticModify):
        return bool(step.power or step.toughness) and not step.uses_attached
    if isinstance(step, StaticSelf):
        return bool(step.power or step.toughness)
    return isinstance(step, SetBasePT) and not step.attached


def _kept(step: Step, own: bool = False) -> TypeGuard[StaticModify | StaticSelf | SetBasePT]:
    """An unconditional, uncounted change this module applies (the module's docstring says which); of the resolving
    ability's source (``own``), a counted or conditional one too."""
    if not _changes_pt(step) or isinstance(step, _NEVER_KEPT):
        return False
    if isinstance(step, StaticModify | StaticSelf) and (step.while_ is not None or step.times is not None) \
            and not own:
        return False
    if isinstance(step, SetBasePT) and not step.static:
        return False
    kind = step.objects if isinstance(step, StaticModify | SetBasePT) else None
    return kind is None if isinstance(step, StaticSelf) else kind is not None and plain_kind(kind)


def plain_kind(flt: TypeFilter) -> bool:
    """A kind decided by the permanent alone and whose controller it is (its types, colours, subtypes, keywords,
    whether it is tapped, "other"): not one that needs other objects, the combat, the turn's history, a choice or a
    player named elsewhere, nor one of power or toughness (613.8: such a static depends on the others)."""
    if flt.either:
        return all(plain_kind(f) for f in flt.either)
    return not (flt.combat or flt.this_turn or flt.shares or flt.same_name or flt.created_with or flt.named_source
                or flt.chosen or flt.greatest or flt.compares or flt.counters or flt.no_counters or flt.unknown_props
                or flt.control not in (None, "you", "not_you", "opponents"))


__all__ = ["BoardPTStatic", "BoardPTStatics", "UnreadPT", "board_pt_statics", "plain_kind"]
