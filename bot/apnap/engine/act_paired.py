"""Soulbond's static abilities on the board (702.95): "As long as Nightshade Peddler is paired with another creature,
both creatures have deathtouch".

Why a handler of its own: the permanents changed are the source and the one creature it is paired with (702.95b),
which no board shows by itself: the scenario's ``paired_with`` says it (on the source, or on its partner naming the
source). A pairing the board does not settle is asked (``choice_needed``, field ``paired_with``), never assumed; it is
settled only where the rules leave no choice: with no other creature on its controller's battlefield, the source is
unpaired (702.95a pairs it with another creature that player controls). A partner that is no creature its controller
controls on the battlefield cannot be paired with it (702.95e): the scenario is refused as inconsistent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..model import GameObject
from ..plan import StaticPaired
from ..render.sizes import signed_pt
from ..result import EventRecord, StepResult
from .act_layers import _now
from .act_static import _boost, static_only
from .grants import grant
from .layers import cite_layers
from .registry import handles

if TYPE_CHECKING:
    from .state import State


def _said_source(state: State) -> str:
    return state.scenario.card or t("apnap.what.source", state.lang)


def paired_partner(state: State, source: GameObject | None) -> GameObject | None:
    """The creature the source is paired with now, None when it is unpaired; asked when the board does not say."""
    you = state.game.player(state.game.controller)
    if source is None:  # the source must be on the battlefield to be paired at all (702.95b)
        raise _asked(state, [_said_source(state)], [])
    others = [o for o in you.battlefield if o is not source and state.layered(o).is_creature()]
    named = source.paired_with
    if named is None:  # its partner may say it instead: "paired_with: <the source>"
        named = next((o.name for o in others if (o.paired_with or "").casefold() == source.name.casefold()), None)
    if named == "":
        return None
    if named is None:
        if not others and "battlefield" not in you.unknown:
            return None  # no other creature to be paired with (702.95a)
        raise _asked(state, [source.name], [o.name for o in others])
    partner = next((o for o in others if o.name.casefold() == named.casefold()), None)
    if partner is None:
        raise BotError.of("bad_scenario", "apnap.error.paired_not_there", field="paired_with", lang=state.lang,
                          suggestions=[o.name for o in others][:6] or ["false"], name=source.name, partner=named)
    return partner


def _asked(state: State, names: list[str], partners: list[str]) -> BotError:
    """The question of whom the source is paired with: each creature of its controller's it could be, or none."""
    options = [f"paired_with: {p}" for p in partners[:5]] + ["paired_with: false"]
    return BotError.of("choice_needed", "apnap.error.paired_needed", field="paired_with", lang=state.lang,
                       suggestions=options, name=names[0])


@handles(StaticPaired)
async def static_paired(state: State, step: StaticPaired, result: StepResult) -> None:
    """604.1, 611.3a: while the source is paired, it and its partner get the bonus (layer 7c, 613.4c) and have the
    keywords (layer 6, 613.1f); unpaired, nothing changes, and the event says so (``applies``)."""
    static_only(state, step)
    source = state.source_on_battlefield()
    partner = paired_partner(state, source)
    assert source is not None  # paired_partner asks for the source when it is not on the battlefield
    objects = [source, partner] if partner is not None else [source]
    said = signed_pt(step.power, step.toughness) if (step.power or step.toughness) else ""
    pt = _boost(state, step, objects) if partner is not None else said  # type: ignore[arg-type]
    abilities = ((step.ability.text, step.ability.kind),) if step.ability is not None else ()
    if partner is not None:
        grant(state, objects, step.keywords, "static", abilities=abilities)
    extra: dict[str, object] = {
        "pt": pt, "keywords": ", ".join(step.keywords), "duration": "static", "on": "paired",
        "applies": partner is not None, "paired_with": partner.name if partner is not None else None,
        "condition": t("apnap.narrate.paired_condition", "en", name=source.name),
        **({"condition_said": t("apnap.narrate.paired_condition", state.lang, name=source.name)}
           if state.lang != "en" else {})}
    if step.ability is not None:  # 'has "{R}: This creature gets +1/+0 until end of turn."' (113.10), as printed
        extra["ability"] = step.ability.text
    if partner is not None and pt:
        extra["now"] = _now(state, objects)
    result.events.append(EventRecord(state.game.controller, "modify", objects, extra=extra))
    state.cite("604.1", "611.3a", "702.95b", step=result)
    changed = partner is not None
    cite_layers(state, result, bool(pt) and changed, bool(step.keywords or abilities) and changed)
