"""What the board's power and toughness statics (board_pt_statics.py) do to one permanent whenever its size is read
(611.3a, 613.4b-c): engine/layers.py adds their base (7b) and changes (7c) to the resolution's own effects.

Why worked out at each reading and not once as the resolution starts: a static ability applies at every moment its
source is on the battlefield, to whatever it names at that moment (611.3a). So when an effect destroys Elvish
Archdruid, Dave's other Elves shrink at once and the state-based actions see it (704.3, 704.5f-g); a creature that
enters gets the bonus as it enters; a permanent whose controller changed is "yours" for the new controller's
statics (109.5). A permanent that left the battlefield is read as it last existed (608.2h): with the statics whose
sources were there as it left (the ones leaving with it included). Timestamps (613.7a): a board static's is its
permanent's, earlier than any effect this resolution creates, and the board lists permanents in no timestamp order,
so two board statics setting different bases on one permanent are refused (the result would be a guess).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..board_pt_statics import BoardPTStatic
from ..model import GameObject
from ..plan import StaticModify, StaticSelf
from ..render.sizes import signed_pt
from .board_pt_record import Sources

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True, slots=True)
class StaticPT:
    """What the board's statics do to one permanent now: the base they set (7b; None: none), the change (7c)."""

    base: tuple[int, int] | None = None
    power: int = 0
    toughness: int = 0


NONE = StaticPT()


def static_pt(state: State, obj: GameObject) -> StaticPT:
    """The base and change the board's statics give ``obj`` now (on a battlefield) or as it last existed."""
    statics = state.scenario.pt_statics.kept
    if not statics and not state.scenario.pt_statics.unread:
        return NONE
    _warn_unread(state)
    record = state.board_pt
    holder = next((p.name for p in state.game.players if any(o.uid == obj.uid for o in p.battlefield)), None)
    if holder is not None:
        sources = _sources(state)
    elif obj.uid in record.last_known:
        holder, sources = record.last_known[obj.uid]
    else:  # a card in another zone: a permanent's static reaches permanents only (611.3a)
        return NONE
    if not statics or obj.uid in record.reading:
        return NONE
    record.reading.add(obj.uid)
    try:
        return _applied(state, obj, holder, sources)
    finally:
        record.reading.discard(obj.uid)


def _applied(state: State, obj: GameObject, holder: str, sources: Sources) -> StaticPT:
    base: tuple[int, int] | None = None
    base_from: str | None = None
    power = toughness = 0
    for i, static in enumerate(state.scenario.pt_statics.kept):
        controller = sources.get(static.source.uid)
        if controller is None or not _reaches(state, static, obj, holder, controller):
            continue
        times = _counted(state, static)
        if times is None:
            continue
        state.board_pt.applied.setdefault(i, set()).add(obj.name)
        state.cite("611.3a", "613.4b" if static.layer == "7b" else "613.4c")
        step = static.step
        if static.layer == "7b":
            pt = (step.power, step.toughness)
            if base is not None and base != pt:  # 613.7a: which came later the board does not say
                raise BotError.of("unsupported_effect", "apnap.board_pt.error.bases", field="players",
                                  lang=state.lang, name=obj.name, first=base_from or "", second=static.source.name)
            base, base_from = pt, static.source.name
            continue
        power += step.power * times
        toughness += step.toughness * times
    return StaticPT(base, power, toughness)


def _counted(state: State, static: BoardPTStatic) -> int | None:
    """How many times the static's bonus applies now: 1, its "for each …" counted on the board as it stands (611.3a),
    or None while its "as long as …" is false, or while its source is not the resolving ability's (only its own
    steps read "you" and "this" as that source's) or another count of one is being made (613.8: the count does not
    read the sizes it makes)."""
    if not static.counted:
        return 1
    source = state.source_on_battlefield()
    if not static.own or source is None or source.uid != static.source.uid or state.board_pt.counting:
        return None
    from .values import holds, value_of

    step = static.step
    if not isinstance(step, StaticModify | StaticSelf):  # pragma: no cover - ``counted`` says it is one of them
        return 1
    state.board_pt.counting = True
    try:
        if step.while_ is not None and not holds(state, step.while_):
            return None
        return value_of(state, step.times, state.game.controller) if step.times is not None else 1
    finally:
        state.board_pt.counting = False


def _reaches(state: State, static: BoardPTStatic, obj: GameObject, holder: str, controller: str) -> bool:
    """Whether the static reaches ``obj`` (controlled by ``holder``): its own source, or a permanent of its kind as
    the static's controller says it ("you" is the static's controller, 109.5; "other" leaves its source out)."""
    if isinstance(static.step, StaticSelf):
        return obj.uid == static.source.uid
    if static.attached:
        return _attached_to(state, static, obj, holder)
    kind = static.kind
    if kind is None or (kind.not_source and obj.uid == static.source.uid):
        return False
    with state.as_controller(controller):
        return state.matches(replace(kind, not_source=False), obj, holder)


def _attached_to(state: State, static: BoardPTStatic, obj: GameObject, holder: str) -> bool:
    """Whether ``obj`` is the one permanent its Aura's or Equipment's ``attached_to`` names (303.4, 301.5): one of
    that name on a battlefield (several: none reached, nothing guessed), or the object read as it last existed with
    that name (the loader checked its kind against the enchant ability, 303.4a). Its ``attached_to`` is read from the
    battlefield now: an attach step of this resolution sets it anew (701.3a, act_attach.attach_onto)."""
    source = next((o for p in state.game.players for o in p.battlefield if o.uid == static.source.uid), static.source)
    name = (source.attached_to or (state.scenario.attached_to if static.own else None) or "").casefold()
    if not name or obj.name.casefold() != name:
        return False
    named = [o for p in state.game.players for o in p.battlefield if o.name.casefold() == name]
    if len(named) > 1 or (named and named[0].uid != obj.uid):
        return False
    return static.kind is None or state.matches(replace(static.kind, not_source=False), obj, holder)


def _sources(state: State) -> Sources:
    """The statics' sources on a battlefield now, with their controllers."""
    uids = {s.source.uid for s in state.scenario.pt_statics.kept}
    return {o.uid: p.name for p in state.game.players for o in p.battlefield if o.uid in uids}


def remember_left(state: State, left: list[tuple[GameObject, str]]) -> None:
    """Permanents that left the battlefield together: each is read as it last existed (608.2h), with the statics
    whose sources were there as they left, the ones leaving with it too (they left at once)."""
    if not state.scenario.pt_statics.kept:
        return
    sources = _sources(state)
    uids = {s.source.uid for s in state.scenario.pt_statics.kept}
    sources.update({o.uid: holder for o, holder in left if o.uid in uids})
    for gone, holder in left:
        state.board_pt.last_known.setdefault(gone.uid, (holder, sources))


def changed_for(state: State, obj: GameObject, holder: str) -> bool:
    """Whether the board's statics may reach ``obj`` otherwise than as the resolution began (a source left or
    entered or changed hands, the permanent entered or changed hands, a type or colour changed): the state-based
    actions check its toughness then (704.3), as they do for a permanent this resolution changed."""
    record = state.board_pt
    if not state.scenario.pt_statics.kept:
        return False
    return (record.started.get(obj.uid) != holder or _sources(state) != record.started_sources
            or bool(state.char_changes))


def any_changed(state: State) -> bool:
    """Whether the state-based actions must look at the battlefield for the statics' sake (changed_for, at all)."""
    if not state.scenario.pt_statics.kept:
        return False
    now = {o.uid: p.name for p in state.game.players for o in p.battlefield}
    return now != state.board_pt.started or bool(state.char_changes)


def applied_effects(state: State) -> list[dict[str, object]]:
    """Each board static that applied to a permanent whose size was read, as the result lists it
    (``continuous_effects``: ``board_static``, its source, the permanents, the change and its layer)."""
    out: list[dict[str, object]] = []
    statics = state.scenario.pt_statics.kept
    for i, names in state.board_pt.applied.items():
        static = statics[i]
        step = static.step
        pt = f"{step.power}/{step.toughness}" if static.layer == "7b" else signed_pt(step.power, step.toughness)
        if static.attached:  # an Aura's or Equipment's (narrate.py says it "while it is attached to it")
            out.append({"change": "attached_bonus", "source": static.source.name, "objects": sorted(names), "pt": pt,
                        "duration": "static", "rules": ["611.3a", "613.4c"]})
            continue
        out.append({"change": "board_static", "source": static.source.name, "text": static.text,
                    "objects": sorted(names), "pt": pt, "layer": static.layer, "duration": "static",
                    "rules": ["611.3a", "613.4b" if static.layer == "7b" else "613.4c"]})
    return out


def _warn_unread(state: State) -> None:
    """The board's power and toughness statics not applied, said when a size is read (never dropped in silence:
    each could change the answer); once each, and again after a look whose warnings were not kept (State.looking)."""
    for unread in state.scenario.pt_statics.unread:
        warning = t("apnap.board_pt.warning.unread", state.lang, name=unread.source, text=unread.text)
        if warning not in state.warnings:
            state.warnings.append(warning)


__all__ = ["NONE", "StaticPT", "any_changed", "applied_effects", "changed_for", "remember_left", "static_pt"]
