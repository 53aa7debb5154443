"""What the resolving ability's trigger condition (603.2) says that decides a referent or a warning, read once into
typed facts as the scenario is built (``Scenario.trigger``), in English and printed Spanish alike.

Why here and not in the engine: the engine read the condition's words again with regular expressions while it ran
(who "that player" is after "deals combat damage to a player", whether the source left the battlefield by its own
trigger, whether "at the beginning of your upkeep" names its controller's turn), a second parser beside the grammar
(tests/architecture/test_engine_reads_no_text.py). The condition is text of the scenario's card, parsed where the rest
of it is (event_kind.py, stack_facts.py read it here too); the engine reads only these fields.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.errors import BotError

from .card_names import short_names
from .grammar.text import fold
from .grammar.when import parse_when
from .oracle import abilities_of


@dataclass(frozen=True, slots=True)
class TriggerFacts:
    """The resolving ability's trigger condition as the engine needs it; all empty for an ability with none.

    ``condition``: its printed words (said back in warnings). ``your_turn``: "At the beginning of your upkeep / end
    step / combat on your turn" (500.6, 503.1a: only in its controller's own turn), "upkeep" or "step" (whose rule
    says so), else "". ``own_combat_damage``: "Whenever <this> / a creature you control deals combat damage to a
    player" (only the active player attacks, 506.2). ``combat_damage_to_player``: "… deals combat damage to a player /
    an opponent / defending player" (510.1b: the player dealt it is a defending one), ``by_attached`` when the one
    dealing it is "enchanted / equipped creature" (303.4, 301.5). ``damage_to_opponent``: "… deals damage to an
    opponent" (any damage, 120.3). ``leaves_itself``: "When <this> leaves the battlefield / is put into a graveyard"
    (the source has left, 603.10a). ``names_player``: the condition names a player ("whenever an opponent …": "that
    player" is that one, 608.2c). ``turn_player``: it names the turn's player ("each player's upkeep", "enchanted
    player's upkeep"). ``by_opponent``: its event is an opponent's or about an object an opponent controls (102.3;
    grammar/when.py's pattern). ``others_target_player``: another ability of the card says "target player / opponent"
    (a "that player" this ability's trigger does not name may be that one's)."""

    condition: str | None = None
    your_turn: str = ""
    own_combat_damage: bool = False
    combat_damage_to_player: bool = False
    by_attached: bool = False
    damage_to_opponent: bool = False
    leaves_itself: bool = False
    names_player: bool = False
    turn_player: bool = False
    by_opponent: bool = False
    others_target_player: bool = False


NO_TRIGGER = TriggerFacts()

_YOUR_TURN = re.compile(r"^(?:at|al|en) (?:the )?(?:beginning|end|comienzo|final) (?:of|de|del) (?:your|tu) "
                        r"(?:upkeep|draw step|precombat main phase|end step|turn|mantenimiento|paso final|turno)"
                        r"|^(?:at|al) (?:the )?(?:beginning|comienzo) (?:of|de) (?:combat on your turn|"
                        r"combate en tu turno)")
# "Whenever Balefire Dragon / this creature / a creature you control deals combat damage to a player / an opponent"
# (the source's name is "this permanent" in the folded words); printed Spanish "hace daño de combate a un jugador"
_OWN_COMBAT_DAMAGE = (
    r"^(?:whenever|when|siempre que|cuando) (?:{names}|this creature|this permanent|esta criatura|"
    r"(?:a|an|one or more) [\w ,-]+? you control|(?:una|una o mas) [\w ,-]+? que controlas) "
    r"(?:deals?|hacen?|hagan?) (?:combat damage|dano de combate) (?:to|a) (?:a player|an opponent|one or more players|"
    r"one or more opponents|un jugador|un oponente)\b")
_COMBAT_DAMAGE = re.compile(r"\bdeals? combat damage to "
                            r"(?:a player|an opponent|one of your opponents|defending player)\b"
                            r"|\b(?:hace|haga) dano de combate "
                            r"(?:a un (?:jugador|oponente|adversario)|al jugador defensor)\b")
# "Whenever Hypnotic Specter deals damage to an opponent" (any damage, 120.3): one of the controller's opponents
_ANY_DAMAGE = re.compile(r"\bdeals? damage to (?:an opponent|one of your opponents)\b"
                         r"|\b(?:hace|haga) dano a un (?:oponente|adversario)\b")
_BY_ATTACHED = re.compile(r"\b(?:enchanted|equipped) creature\b|\bcriatura (?:encantada|equipada)\b")
_LEAVES_ITSELF = re.compile(r"^(?:when|whenever|cuando) (?P<who>.+?) (?:leaves the battlefield|is put into a graveyard|"
                            r"(?:deja|deje) el campo de batalla|(?:sale|salga) del campo de batalla)")
_TARGETS_A_PLAYER = re.compile(r"\btarget (?:player|opponent)\b|\b(?:jugador|oponente) objetivo\b", re.IGNORECASE)
# The trigger names the turn's player: "at the beginning of each player's upkeep", "… de cada oponente".
# "… of enchanted creature's controller", "enchanted player's upkeep" (303.4): that one player's own turn
_TURN_PLAYER = re.compile(r"\beach (?:other )?(?:player|opponent)'s\b|\bde cada (?:otro )?(?:jugador|oponente)\b"
                          r"|\b(?:upkeep|draw step|end step|turn) of (?:enchanted|equipped) \w+'s controller\b"
                          r"|\b(?:enchanted|equipped) \w+'s controller's (?:upkeep|draw step|end step|turn)\b"
                          r"|\benchanted player's (?:upkeep|draw step|end step|turn)\b",
                          re.IGNORECASE)
# A trigger whose event names a player ("whenever an opponent discards a card"): "that player" is that one.
_EVENT_PLAYER = re.compile(r"\b(?:player|opponent|jugador|oponente)", re.IGNORECASE)


def trigger_facts(text: str, ability: int | None, card: str | None) -> TriggerFacts:
    """The facts of the trigger condition of the ability ``ability`` of ``text`` (the sole one when None), whose
    source is called ``card`` (its short names are "this" in the condition); NO_TRIGGER when it has none."""
    condition, others = trigger_and_other_abilities(text, ability)
    others_target = any(_TARGETS_A_PLAYER.search(t) for t in others)
    if not condition:
        return TriggerFacts(condition, others_target_player=others_target)
    low = fold(condition)
    names = short_names(card or "")
    combat = bool(_COMBAT_DAMAGE.search(low))
    return TriggerFacts(
        condition, your_turn=_your_turn(low), own_combat_damage=_own_combat_damage(low, names),
        combat_damage_to_player=combat, by_attached=combat and bool(_BY_ATTACHED.search(low)),
        damage_to_opponent=bool(_ANY_DAMAGE.search(low)), leaves_itself=_leaves_itself(low, names),
        names_player=bool(_EVENT_PLAYER.search(condition)), turn_player=bool(_TURN_PLAYER.search(condition)),
        by_opponent=_by_an_opponent(condition, card or ""), others_target_player=others_target)


def trigger_and_other_abilities(text: str, index: int | None) -> tuple[str | None, list[str]]:
    """The resolving ability's trigger condition, and the text of the card's other abilities."""
    try:
        abilities = abilities_of(text)
    except BotError:
        return None, []
    if index is None and len(abilities) == 1:
        index = abilities[0].index
    mine = next((a for a in abilities if a.index == index), None)
    return (mine.condition if mine is not None else None), [a.text for a in abilities if a.index != index]


def _your_turn(low: str) -> str:
    """"upkeep" (503.1a) or "step" (500.6, any other step or phase) for a trigger of the controller's own turn."""
    if not _YOUR_TURN.match(low):
        return ""
    return "upkeep" if "upkeep" in low or "mantenimiento" in low else "step"


def _own_combat_damage(low: str, names: tuple[str, ...]) -> bool:
    if "combat damage" not in low and "dano de combate" not in low:  # most triggers: no pattern made for the card
        return False
    said = "|".join(re.escape(fold(n)) for n in names if n) or "this creature"
    return bool(re.match(_OWN_COMBAT_DAMAGE.replace("{names}", said), low))


def _leaves_itself(low: str, names: tuple[str, ...]) -> bool:
    """"When Parallax Dementia leaves the battlefield, destroy enchanted creature": the source's own leaving."""
    said = _LEAVES_ITSELF.match(low)
    return said is not None and (said["who"] in {n.casefold() for n in names}
                                 or said["who"].startswith(("this ", "este ", "esta ")))


def _by_an_opponent(condition: str, source: str) -> bool:
    """Whether the trigger's event is an opponent's, or about an object an opponent controls (grammar/when.py)."""
    pattern = parse_when(condition, source)
    if pattern is None:
        return False
    return pattern.player == "opponent" or (pattern.objects is not None and pattern.objects.control == "opponents")
