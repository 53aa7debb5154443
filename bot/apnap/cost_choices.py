"""A cost of alternatives (601.2b): "As an additional cost to cast this spell, pay 5 life or sacrifice a creature or
enchantment." / "… paga 5 vidas o sacrifica una criatura o un encantamiento."

Why a module: the player chooses which part to pay as the spell is cast (601.2b), and that choice changes the board
the spell resolves on (a creature sacrificed, life paid), so it is never guessed. Each alternative is read by the
same grammar as any cost part (costs.read_part); the board decides when it can (only one alternative payable: that one;
none: the spell could not have been cast, ``bad_scenario``), otherwise the scenario says it (``cost_choice: N``, the
alternative's number as printed) or it is asked (``choice_needed``). An alternative the grammar cannot read leaves the
whole part refused with its words, as before.
"""

from __future__ import annotations

import re

from bot.catalog import t
from bot.errors import BotError

from .model import Game
from .plan import PayFixed, PickStep, Step
from .plan import amounts as a

# " or " / " o " before a cost verb: where one alternative ends and the next begins ("sacrifice a creature or
# enchantment" keeps its "or": no verb follows it)
_OR_VERB = re.compile(r"\s+(?:or|o)\s+(?=(?:pay|sacrifice|discard|exile|reveal|tap|return|remove|put|paga|sacrifica|"
                      r"descarta|exilia|muestra|gira|regresa|devuelve|quita|remueve|pon)\b)", re.IGNORECASE)
_MANA_ONLY = re.compile(r"^(?:pay|paga) (?:\{[^}]+\})+$", re.IGNORECASE)


def alternatives(part: str, lang: str | None) -> list[tuple[str, Step]] | None:
    """The alternatives of ``part`` with each one's step, or None: not a choice of costs, an alternative the grammar
    cannot read, or one that is only mana (spell_costs' own "… or pay {3}", which the board never shows)."""
    from .costs import read_part

    pieces = [p.strip() for p in _OR_VERB.split(part.strip().rstrip("."))]
    if len(pieces) < 2 or any(_MANA_ONLY.match(p) for p in pieces):
        return None
    steps = [read_part(p, lang, ()) for p in pieces]
    if any(s is None for s in steps):
        return None
    return [(p, s) for p, s in zip(pieces, steps, strict=True) if s is not None]


def chosen_cost(part: str, options: list[tuple[str, Step]], game: Game, choice: int | None, lang: str,
                msg_lang: str | None) -> tuple[Step, list[str]]:
    """The alternative paid (601.2b) and what to say of it: the scenario's ``cost_choice``, else the only one the board
    shows can be paid; none payable is ``bad_scenario``, several (or the board does not say) is asked."""
    said = "\n".join(f"{i}. {p}" for i, (p, _) in enumerate(options, 1))
    if choice is not None:
        if not 1 <= choice <= len(options):
            raise BotError.of("bad_scenario", "apnap.error.cost_choice_range", field="cost_choice", lang=msg_lang,
                              n=len(options), options=said)
        return options[choice - 1][1], []
    verdicts = [could_pay(step, game) for _, step in options]
    if all(v is False for v in verdicts):
        raise BotError.of("bad_scenario", "apnap.error.spell_cost_unpaid", field="controller", lang=msg_lang,
                          cost=part, player=game.controller)
    open_ = [i for i, v in enumerate(verdicts) if v is not False]
    if len(open_) == 1 and verdicts[open_[0]] is True:
        words, step = options[open_[0]]
        return step, [t("apnap.warning.cost_choice_only", msg_lang or lang, cost=part, chosen=words,
                        player=game.controller)]
    raise BotError.of("choice_needed", "apnap.error.cost_choice_needed", field="cost_choice", lang=msg_lang,
                      suggestions=[str(i + 1) for i in open_], cost=part, options=said)


def could_pay(step: object, game: Game, payer: str | None = None) -> bool | None:
    """Whether ``payer`` (the controller unless said) can pay ``step`` on this board: life only with a life total at
    least the payment (119.4; in Two-Headed Giant the team's, 810.9), objects only when the zone shown holds enough of
    the kind (spell_costs' count); None: not known. The one check for a cost's alternatives, the controller's "unless
    you pay" and another player's "unless that player pays" (118.3)."""
    who = payer or game.controller
    if isinstance(step, PayFixed):
        if step.what != "life" or not isinstance(step.amount, a.Fixed):
            return None
        return game.life_of(who) >= step.amount.n
    return could_pay_picks(step, game, who)


def could_pay_picks(step: object, game: Game, payer: str | None = None) -> bool | None:
    """Whether the payer's zone shown on the board (the controller's unless said) holds what one cost step picks (a
    fixed count of a kind); None when the step picks nothing countable or the zone is not known."""
    who = payer or game.controller
    you = game.player(who)
    if not isinstance(step, PickStep) or len(step.picks) != 1:
        return None
    count = step.picks[0].count
    if not isinstance(count, a.Fixed):
        return None
    zone = _PICK_ZONES.get(type(step).__name__)
    if zone is None or zone in you.unknown or any(not o.known for o in you.zone(zone)):
        return None
    pick = step.picks[0]
    if (pick.filter.colors or pick.filter.not_colors) and any(not o.colors_known for o in you.zone(zone)):
        return None  # "a red card" among cards whose colours nobody gave: not known
    have = sum(1 for o in you.zone(zone) if pick.filter.matches(o, who, game.controller))
    return have >= count.n


# The zone each pick of a cost takes its objects from (the controller's own).
_PICK_ZONES = {"Sacrifice": "battlefield", "ReturnToHand": "battlefield", "TapPicked": "battlefield",
               "PickedCounters": "battlefield",
               "Discard": "hand", "RevealFromHand": "hand", "ExileFromHand": "hand", "ExileFromGraveyard": "graveyard"}
