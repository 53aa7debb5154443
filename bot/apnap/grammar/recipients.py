"""Objects a damage sentence reaches besides its players, and the sentence an "… instead" replaces.

Why a module apart from sentences.py: both read words already parsed (a noun phrase after "each", the steps of
two sentences) into filters and conditions, with no grammar of their own; sentences.py composes them.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .conditions import Controls, Kicked
from .filters import parse_filter
from .phrases import Unread, Words, filter_list, np_filter, trees
from .specs import StepSpec, TypeFilter

# "each opponent and each creature they control": the permanents of the players named just before (608.2c), as
# a filter says them; a single player ("target player and each creature that player controls") is no filter.
THEIR_PERMANENTS = {"each_opponent": "opponents", "each_player": None, "each_other_player": "not_you"}
THEIR_TAILS = frozenset({"they control", "that player controls", "those players control",
                          "que controla", "que controlan", "que controlan esos jugadores", "que controla ese jugador"})
# "… deals 1 damage to each creature that player controls" (the player a trigger or an instruction before named,
# 608.2c): one player's permanents, the filter's ``control`` (State.matches checks it against that player,
# engine/referents.py); "… to that player and each creature that player controls" stays refused (its reading would say
# the creatures first)
ONE_PLAYERS_TAILS = {"that player controls": "that_player", "que controla ese jugador": "that_player"}


def each_object(np: Tree[Token], text: Words, players: list[str] | None = None) -> TypeFilter:
    """"each other creature": other than the source (its words say so), whatever the type words.

    "each creature they control" after exactly one group of players ("each opponent and each creature and
    planeswalker they control") is those players' permanents; anywhere else it is refused: whose creatures
    "they" means would be lost (the damage would reach every player's creatures)."""
    tails = [t for t in trees(np) if t.data == "np_tail"]
    theirs = [t for t in tails if text.low_of(t) in THEIR_TAILS]
    if theirs:
        known, whose = _whose(text.low_of(theirs[0]), players)
        if not known or len(tails) != 1:
            raise Unread(text.of(np))
        flt = parse_filter(text.low[np.meta.start_pos:theirs[0].meta.start_pos], text.lexicon) or filter_list(
            text.low[np.meta.start_pos:theirs[0].meta.start_pos].strip(), text)
        if flt is None:
            raise Unread(text.of(np))
        return replace(flt, control=whose)
    words = [w for w in trees(np) if w.data == "np_word"]
    if words and text.low_of(words[0]) in ("other", "otra", "otro") and len(words) > 1:
        rest = text.low[words[1].meta.start_pos:np.meta.end_pos]
        flt = parse_filter(rest, text.lexicon)
        if flt is None:
            raise Unread(text.of(np))
        return replace(flt, not_source=True)
    return np_filter(np, text)


def _whose(tail: str, players: list[str] | None) -> tuple[bool, str | None]:
    """Whose permanents "… they control" / "… that player controls" are: the one group of players named just before
    (``THEIR_PERMANENTS``) or, with no player in the sentence, "that player" of the trigger or of an instruction
    before (608.2c); not known when it cannot be told (two groups, one player, "they" with no player named) — as
    (whether it is known, the filter's ``control``)."""
    if players is None or len(players) > 1:
        return False, None
    if not players:
        return tail in ONE_PLAYERS_TAILS, ONE_PLAYERS_TAILS.get(tail)
    return players[0] in THEIR_PERMANENTS, THEIR_PERMANENTS.get(players[0])


def opponents_creatures(node: Tree[Token], text: Words) -> TypeFilter:
    """"each creature your opponents control"."""
    flt = parse_filter(text.low_of(node).split(" ", 1)[1], text.lexicon)
    if flt is None:
        raise Unread(text.of(node))
    return flt


def gains_its_power(steps: list[StepSpec]) -> list[StepSpec]:
    """"For each opponent, exile up to one target creature that player controls and that player gains life
    equal to its power": "that player" and "its" are each target's controller and that target (608.2h), so the
    life is part of the target step (anything else after the target is left for the caller to refuse)."""
    if (len(steps) == 2 and steps[0].detail("target") == "object" and steps[1].action == "gain_life"
            and steps[1].subject.kind == "that_player" and steps[1].amount_ref is not None
            and steps[1].amount_ref.kind == "card" and steps[1].amount_ref.option == "power"
            and steps[1].amount_ref.times == 1 and steps[1].amount_ref.divide == 1 and not steps[1].optional):
        return [replace(steps[0], extra=(*steps[0].extra, ("holders_gain", "power")))]
    return steps


def _instructions(new: list[StepSpec]) -> list[StepSpec]:
    """The instructions of an "… instead" sentence, without "and the damage can't be prevented" (615.12): a word about
    its own damage (shields.this_effects_damage), not another instruction the sentence before would have given."""
    return [s for s in new if not (s.shield is not None and s.shield.kind == "cant_be_prevented" and not s.shield.to
                                   and s.shield.duration == "this_effect")]


def replaced(previous: list[StepSpec], new: list[StepSpec], words: str) -> list[StepSpec]:
    """"…. If <board condition>, <the same instruction> instead.": the sentence before happens only when the
    condition does not hold (608.2c). Only a board condition or how the spell was cast ("if this spell was
    kicked", 702.33d) over the same action, on a sentence with no condition of its own, is read; anything else
    is refused."""
    cond = new[0].if_board if new else None
    if new and cond is None and new[0].if_control is not None:  # "If you control a snow Swamp, … instead."
        cond = (Controls("you", new[0].if_control), words)
    kicked = new[0].kicked_only if new and cond is None else None  # "If this spell was kicked, … instead." (702.33d)
    if ((cond is None and kicked is None) or not previous
            or any(s.if_board or s.if_not_board or s.kicked_only is not None or s.if_control or s.condition
                   for s in previous)
            or any(s.kicked_only != kicked for s in new)
            or {s.action for s in previous} != {s.action for s in _instructions(new)}):
        raise Unread(words)
    if kicked is not None:  # the sentence before happens only when the spell was cast the other way
        named = previous[0].source
        if named and any(s.source == "this permanent" for s in new):  # "… instead": "it" is the source named before
            new[:] = [replace(s, source=named) if s.source == "this permanent" else s for s in new]
        return [replace(s, if_not_board=(Kicked(kicked), words)) for s in previous]
    return [replace(s, if_not_board=cond) for s in previous]
