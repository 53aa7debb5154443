"""A permanent card's cost line asked for: the spell cast that way, its cost paid, then the spell resolving (608.3).

Why: "As an additional cost to cast this spell, exile a creature card from your graveyard" (601.2b) and "You may
sacrifice three black creatures rather than pay this spell's mana cost" (118.9) on a creature card are statics of the
spell that apply while it is cast; they do nothing on the battlefield. An instant's cost line resolves the spell it
belongs to (spell_costs.py); a permanent's did not resolve at all (refused with its words), though what it means is
just as definite: the cost is paid as the spell is cast — the same cost grammar, the same checks against the board
(a graveyard without a creature card means the spell could not have been cast: ``bad_scenario``) — and the spell then
resolves, which for a permanent spell means it enters the battlefield under its controller's control (608.3), where
its own "When … enters" abilities see it (603.6a). A part that changes what enters is not guessed: a card whose other
lines replace how it enters ("enters with … counters", "As … enters, choose …", 614.1c, 614.12) or an Aura (303.4a:
it targets as it is cast) is refused with those words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.catalog import t

from .forbidden import Forbidden
from .grammar import Effect, StepSpec, parse_effect
from .grammar.objects import detect_lang
from .grammar.specs import Subject
from .grammar.text import fold
from .model import Game
from .oracle import Ability, CardText, Selection
from .plan.permanent_spell import ACTION
from .spell_timing import flash_permitted

# the card's own entry replaced (614.1c, 614.12) or chosen as it enters: what enters would not be the card as printed
_OWN_ENTRY = re.compile(r"\benters?(?: the battlefield)?(?: tapped)? with\b|^as .+ enters\b|\bentra(?:r)?(?: al campo "
                        r"de batalla)?(?: girad[oa])? con\b|^(?:al|mientras) .* entra\b|^(?:enchant|encantar)\b")


def cast_permanent(asked: Ability, extra: list[Ability], alts: list[Ability], owns: list[Ability],
                   casts: list[Ability], additional: str | None, alternative: tuple[str, str | None] | None,
                   unused: tuple[str, str | None] | None) -> Selection:
    """The selection of a permanent spell cast with the cost line ``asked`` (an additional cost's or an alternative
    cost's): the costs to pay (the additional one, and the alternative one when it is the line asked, 118.9), the
    alternative not used (reported), the spell's own cost change and cast restriction, and ``enters``: what resolves
    is the spell becoming a permanent (608.3)."""
    alt_cost, alt_if = alternative if alternative is not None else (None, None)
    paid = ", ".join(p for p in (additional, alt_cost) if p)
    not_used, not_used_if = unused if unused is not None and alternative is None else (None, None)
    return Selection(asked.text, asked, additional=paid or None, alternative=alt_cost, alternative_if=alt_if,
                     alternative_unused=not_used, alternative_unused_if=not_used_if,
                     own_cost=owns[0].text if owns else None, cast_restriction=casts[0].text if casts else None,
                     enters=True)


def entering_effect(selection: Selection, lang: str) -> Effect:
    """The one step a permanent spell does as it resolves (608.3), read from no words: the cost line is the
    ability asked for, and the step says it back."""
    line = " ".join(selection.effect.split())
    return Effect(line, lang, (StepSpec(line, ACTION, Subject("you")),))


def effect_of(selection: Selection, lang: str | None, msg_lang: str | None, names: tuple[str, ...]) -> Effect:
    """What resolves: the permanent spell entering (608.3) for its cost line, else the selection's words read."""
    if selection.enters:
        return entering_effect(selection, lang or detect_lang(selection.effect))
    return parse_effect(selection.effect, lang, msg_lang, names, selection.antecedent(names))


def own_entry_line(text: str, asked: Ability, every: Sequence[Ability]) -> str | None:
    """The card's line that changes how it enters or what it enters as (614.1c, 614.12, 303.4a), or None: such a
    card's entering is not said (the counters, the choice, the enchanted object would be guessed)."""
    return next((a.text for a in every if a is not asked and _OWN_ENTRY.search(fold(a.text))), None) or (
        "Enchant" if re.search(r"^(?:enchant|encantar)\b", fold(text), re.MULTILINE) else None)


# the rule of each permanent card type's own timing (301.1, 302.1, 303.1, 306.1, 310.1; a land is played, 305.1)
_TIMING = (("creature", "302.1"), ("criatura", "302.1"), ("artifact", "301.1"), ("artefacto", "301.1"),
           ("enchantment", "303.1"), ("encantamiento", "303.1"), ("planeswalker", "306.1"), ("battle", "310.1"),
           ("batalla", "310.1"))
_FLASH_LINE = re.compile(r"^(?:flash|destello)$", re.MULTILINE)


def permanent_timing(card: CardText | None, selection: Selection, game: Game, lang: str) -> Forbidden | None:
    """A permanent spell cast (its cost line asked) while its controller is not the active player, without flash:
    the board breaks its card type's timing (302.1 and the like: cast in its controller's main phase, the stack
    empty), said like a sorcery's (spell_timing.py), and it resolves as given; else None."""
    if card is None or not selection.enters or game.active == game.controller:
        return None
    front = fold(card.type_line.split(" // ")[0]).split("\u2014")[0]
    rule = next((r for word, r in _TIMING if re.search(rf"\b{word}\b", front)), None)
    if rule is None or _FLASH_LINE.search(fold(card.text)) or flash_permitted(game, card):
        return None
    return Forbidden(t("apnap.forbidden.permanent_timing", lang, active=game.active), casting=True, timing=rule)


__all__ = ["cast_permanent", "effect_of", "entering_effect", "own_entry_line", "permanent_timing"]
