# ruff: noqa: E501, RUF001 - card text is data: kept on one line each, with its real minus signs
"""A small AtomicCards-format file of real cards, built by the tests (nothing is downloaded).

Oracle text as printed in the current Oracle; Spanish names and text only where the Spanish
printing is well known. The shape follows MTGJSON v5: ``{"meta": …, "data": {name: [face, …]}}``.
"""

from __future__ import annotations

import copy
from functools import partial
from typing import Any

META = {"date": "2026-11-01", "version": "5.2.2+20261101"}


def _face(name: str, cost: str, type_: str, text: str, *, layout: str = "normal", face: str | None = None,
          side: str | None = None, pt: tuple[str, str] | None = None, loyalty: str | None = None,
          es: tuple[str, str, str] | None = None, es_full: str | None = None,
          rulings: list[tuple[str, str]] | None = None) -> dict[str, Any]:
    f: dict[str, Any] = {"name": name, "manaCost": cost, "type": type_, "text": text, "layout": layout,
                         "manaValue": 0.0, "colors": [], "identifiers": {"scryfallOracleId": "x"}}
    if face:
        f["faceName"] = face
    if side:
        f["side"] = side
    if pt:
        f["power"], f["toughness"] = pt
    if loyalty:
        f["loyalty"] = loyalty
    if es:
        fd: dict[str, Any] = {"language": "Spanish", "name": es_full or es[0], "text": es[1], "type": es[2]}
        if face:
            fd["faceName"] = es[0]
        f["foreignData"] = [{"language": "German", "name": "—", "text": "—", "type": "—"}, fd]
    else:
        f["foreignData"] = []
    f["rulings"] = [{"date": d, "text": t} for d, t in (rulings or [])]
    return f


Cards = dict[str, list[dict[str, Any]]]


def _one(c: Cards, name: str, cost: str, type_: str, text: str, **kw: Any) -> None:
    c[name] = [_face(name, cost, type_, text, **kw)]


def _multi(c: Cards, name: str, layout: str, faces: list[dict[str, Any]], es_full: str | None = None,
           rulings: list[tuple[str, str]] | None = None) -> None:
    parts = name.split(" // ")
    out = []
    for i, (part, f) in enumerate(zip(parts, faces, strict=True)):
        kw = dict(f)
        out.append(_face(name, kw.pop("cost"), kw.pop("type"), kw.pop("text"), layout=layout, face=part,
                         side="ab"[i], es_full=es_full, rulings=rulings, **kw))
    c[name] = out


def _cards() -> Cards:
    """The fixture's cards, in a fixed order (``drop`` leaves out the first ones)."""
    c: Cards = {}
    _classics(c)
    _multiplayer(c)
    _multiface(c)
    return c


def _classics(c: Cards) -> None:
    """Single-faced staples, most with their printed Spanish."""
    one = partial(_one, c)
    one("Fleshbag Marauder", "{2}{B}", "Creature — Zombie Warrior",
        "When this creature enters, each player sacrifices a creature of their choice.", pt=("3", "1"),
        rulings=[("2009-10-01", "Each player, including you, chooses a creature they control and sacrifices it. "
                                "If you control no other creatures, you must sacrifice Fleshbag Marauder itself."),
                 ("2009-10-01", "First you choose a creature, then each other player in turn order chooses one "
                                "knowing the choices made before; then they're all sacrificed at the same time "
                                "(rule 101.4).")])
    one("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.",
        es=("Rayo", "Rayo hace 3 puntos de daño a cualquier objetivo.", "Instantáneo"))
    one("Counterspell", "{U}{U}", "Instant", "Counter target spell.",
        es=("Contrahechizo", "Contrarresta el hechizo objetivo.", "Instantáneo"))
    one("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", pt=("1", "1"),
        es=("Elfos de Llanowar", "{T}: Agrega {G}.", "Criatura — Druida elfo"))
    one("Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying, vigilance", pt=("4", "4"),
        es=("Ángel de Serra", "Vuela, vigilancia.", "Criatura — Ángel"))
    one("Giant Growth", "{G}", "Instant", "Target creature gets +3/+3 until end of turn.",
        es=("Crecimiento gigante", "La criatura objetivo obtiene +3/+3 hasta el final del turno.", "Instantáneo"))
    one("Wrath of God", "{2}{W}{W}", "Sorcery", "Destroy all creatures. They can't be regenerated.",
        es=("Cólera de Dios", "Destruye todas las criaturas. No pueden ser regeneradas.", "Conjuro"))
    one("Dark Ritual", "{B}", "Instant", "Add {B}{B}{B}.",
        es=("Ritual oscuro", "Agrega {B}{B}{B}.", "Instantáneo"))
    one("Shivan Dragon", "{4}{R}{R}", "Creature — Dragon",
        "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.", pt=("5", "5"),
        es=("Dragón de Shiva", "Vuela.\n{R}: El Dragón de Shiva obtiene +1/+0 hasta el final del turno.",
            "Criatura — Dragón"))
    one("Birds of Paradise", "{G}", "Creature — Bird", "Flying\n{T}: Add one mana of any color.", pt=("0", "1"),
        es=("Aves del Paraíso", "Vuela.\n{T}: Agrega un maná de cualquier color.", "Criatura — Ave"))
    one("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.", es=("Anillo solar", "{T}: Agrega {C}{C}.", "Artefacto"))
    one("Ancestral Recall", "{U}", "Instant", "Target player draws three cards.",
        es=("Recuerdo ancestral", "El jugador objetivo roba tres cartas.", "Instantáneo"))
    one("Black Lotus", "{0}", "Artifact", "{T}, Sacrifice Black Lotus: Add three mana of any one color.",
        es=("Loto negro", "{T}, sacrificar el Loto negro: Agrega tres manás de un mismo color.", "Artefacto"))
    one("Demonic Tutor", "{1}{B}", "Sorcery", "Search your library for a card, put that card into your hand, then shuffle.",
        es=("Tutor demoníaco", "Busca en tu biblioteca una carta, ponla en tu mano y luego baraja.", "Conjuro"))
    one("Path to Exile", "{W}", "Instant",
        "Exile target creature. Its controller may search their library for a basic land card, put that card "
        "onto the battlefield tapped, then shuffle.",
        es=("Camino al exilio", "Exilia la criatura objetivo. Su controlador puede buscar en su biblioteca una "
                                "carta de tierra básica, ponerla en el campo de batalla girada y luego barajar.",
            "Instantáneo"))
    one("Terror", "{1}{B}", "Instant", "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
        es=("Terror", "Destruye la criatura objetivo que no sea artefacto ni negra. No puede ser regenerada.",
            "Instantáneo"))
    one("Naturalize", "{1}{G}", "Instant", "Destroy target artifact or enchantment.",
        es=("Naturalizar", "Destruye el artefacto o encantamiento objetivo.", "Instantáneo"))
    one("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.",
        es=("Electrochoque", "Electrochoque hace 2 puntos de daño a cualquier objetivo.", "Instantáneo"))
    one("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"),
        es=("Osos grizzly", "", "Criatura — Oso"))
    one("Giant Spider", "{3}{G}", "Creature — Spider", "Reach", pt=("2", "4"),
        es=("Araña gigante", "Alcance.", "Criatura — Araña"))
    one("Pacifism", "{1}{W}", "Enchantment — Aura", "Enchant creature\nEnchanted creature can't attack or block.",
        es=("Pacifismo", "Encantar criatura.\nLa criatura encantada no puede atacar ni bloquear.",
            "Encantamiento — Aura"))
    one("Brainstorm", "{U}", "Instant",
        "Draw three cards, then put two cards from your hand on top of your library in any order.",
        es=("Lluvia de ideas", "Roba tres cartas y luego pon dos cartas de tu mano en la parte superior de tu "
                               "biblioteca en cualquier orden.", "Instantáneo"))


def _multiplayer(c: Cards) -> None:
    """Cards the resolver and the multiplayer questions are about."""
    one = partial(_one, c)
    one("Swords to Plowshares", "{W}", "Instant", "Exile target creature. Its controller gains life equal to its power.")
    one("Doom Blade", "{1}{B}", "Instant", "Destroy target nonblack creature.")
    one("Pestilence", "{2}{B}{B}", "Enchantment",
        "At the beginning of the end step, if no creatures are on the battlefield, sacrifice Pestilence.\n"
        "{B}: Pestilence deals 1 damage to each creature and each player.")
    one("Grave Pact", "{1}{B}{B}{B}", "Enchantment",
        "Whenever a creature you control dies, each other player sacrifices a creature of their choice.")
    one("Rankle, Master of Pranks", "{2}{B}{B}", "Legendary Creature — Faerie Rogue",
        "Flying, haste\nWhenever Rankle deals combat damage to a player, choose any number —\n"
        "• Each player discards a card.\n• Each player loses 1 life and draws a card.\n"
        "• Each player sacrifices a creature of their choice.", pt=("3", "3"),
        rulings=[("2019-10-04", "Rankle's last ability resolves in the order the modes are listed; each player "
                                "who can't sacrifice a creature just doesn't (rule 700.2).")])
    one("Braids, Cabal Minion", "{2}{B}{B}", "Legendary Creature — Human Minion",
        "At the beginning of each player's upkeep, that player sacrifices an artifact, creature, or land of "
        "their choice.", pt=("2", "2"))
    one("Liliana of the Veil", "{1}{B}{B}", "Legendary Planeswalker — Liliana",
        "+1: Each player discards a card.\n−2: Target player sacrifices a creature of their choice.\n"
        "−6: Separate all permanents target player controls into two piles. That player sacrifices all "
        "permanents in the pile of their choice.", loyalty="3")
    one("Sheoldred, the Apocalypse", "{2}{B}{B}", "Legendary Creature — Phyrexian Praetor",
        "Deathtouch\nWhenever you draw a card, you gain 2 life.\nWhenever an opponent draws a card, they lose 2 life.",
        pt=("4", "5"))
    one("Thalia, Guardian of Thraben", "{1}{W}", "Legendary Creature — Human Soldier",
        "First strike\nNoncreature spells cost {1} more to cast.", pt=("2", "1"))
    one("Rhystic Study", "{2}{U}", "Enchantment",
        "Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.")
    one("Blood Artist", "{1}{B}", "Creature — Vampire",
        "Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.",
        pt=("0", "1"))
    one("Gray Merchant of Asphodel", "{3}{B}{B}", "Creature — Zombie",
        "When this creature enters, each opponent loses X life, where X is your devotion to black. You gain "
        "life equal to the life lost this way.", pt=("2", "4"))
    one("Night's Whisper", "{1}{B}", "Sorcery", "You draw two cards and you lose 2 life.")
    one("Kitchen Finks", "{1}{G/W}{G/W}", "Creature — Ouphe",
        "When this creature enters, you gain 2 life.\nPersist (When this creature dies, if it had no -1/-1 "
        "counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
        pt=("3", "2"))
    one("Séance", "{2}{W}{W}", "Enchantment",
        "At the beginning of each upkeep, you may exile target creature card from your graveyard. If you do, "
        "create a token that's a copy of that card, except it's a Spirit in addition to its other types. "
        "Exile it at the beginning of the next end step.")
    one("Lim-Dûl's Vault", "{U}{B}", "Instant",
        "Look at the top five cards of your library. As many times as you choose, you may pay 1 life, put those "
        "cards on the bottom of your library in any order, then look at the top five cards of your library. "
        "Then shuffle and put the last cards you looked at this way on top in any order.")
    one("Cyclonic Rift", "{1}{U}", "Instant",
        "Return target nonland permanent you don't control to its owner's hand.\nOverload {6}{U} (You may cast "
        "this spell for its overload cost. If you do, change its text by replacing all instances of \"target\" "
        "with \"each.\")")
    one("Smothering Tithe", "{3}{W}", "Enchantment",
        "Whenever an opponent draws a card, that player may pay {2}. If the player doesn't, you create a "
        "Treasure token.")



def _multiface(c: Cards) -> None:
    """Split, adventure, transforming and modal double-faced cards."""
    multi = partial(_multi, c)
    multi("Fire // Ice", "split", [
        {"cost": "{1}{R}", "type": "Instant", "text": "Fire deals 2 damage divided as you choose among one or two targets.",
         "es": ("Fuego", "Fuego hace 2 puntos de daño divididos como elijas entre uno o dos objetivos.", "Instantáneo")},
        {"cost": "{1}{U}", "type": "Instant", "text": "Tap target permanent.\nDraw a card.",
         "es": ("Hielo", "Gira el permanente objetivo.\nRoba una carta.", "Instantáneo")},
    ], es_full="Fuego // Hielo",
        rulings=[("2020-11-10", "Fire // Ice is a split card: it is both an instant named Fire and an instant named "
                                "Ice, and it has a mana value of 4 while not on the stack (rule 709.4).")])
    multi("Wear // Tear", "split", [
        {"cost": "{1}{R}", "type": "Instant",
         "text": "Destroy target artifact.\nFuse (You may cast one or both halves of this card from your hand.)"},
        {"cost": "{W}", "type": "Instant",
         "text": "Destroy target enchantment.\nFuse (You may cast one or both halves of this card from your hand.)"},
    ])
    multi("Bonecrusher Giant // Stomp", "adventure", [
        {"cost": "{2}{R}", "type": "Creature — Giant", "pt": ("4", "3"),
         "text": "Whenever this creature becomes the target of a spell, this creature deals 2 damage to that spell's controller.",
         "es": ("Gigante rompehuesos", "Siempre que esta criatura se convierta en el objetivo de un hechizo, esta "
                                        "criatura hace 2 puntos de daño al controlador de ese hechizo.",
                "Criatura — Gigante")},
        {"cost": "{1}{R}", "type": "Instant — Adventure",
         "text": "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
         "es": ("Pisotón", "El daño no puede prevenirse este turno. Pisotón hace 2 puntos de daño a cualquier objetivo.",
                "Instantáneo — Aventura")},
    ], es_full="Gigante rompehuesos // Pisotón")
    multi("Brazen Borrower // Petty Theft", "adventure", [
        {"cost": "{1}{U}{U}", "type": "Legendary Creature — Faerie Rogue", "pt": ("3", "1"),
         "text": "Flash\nFlying\nThis creature can block only creatures with flying."},
        {"cost": "{1}{U}", "type": "Instant — Adventure",
         "text": "Return target nonland permanent an opponent controls to its owner's hand."},
    ])
    multi("Murderous Rider // Swift End", "adventure", [
        {"cost": "{1}{B}{B}", "type": "Creature — Zombie Knight", "pt": ("2", "3"),
         "text": "Lifelink\nWhen this creature dies, put it on the bottom of its owner's library."},
        {"cost": "{1}{B}{B}", "type": "Instant — Adventure", "text": "Destroy target creature or planeswalker. You lose 2 life."},
    ])
    multi("Delver of Secrets // Insectile Aberration", "transform", [
        {"cost": "{U}", "type": "Creature — Human Wizard", "pt": ("1", "1"),
         "text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. "
                 "If an instant or sorcery card is revealed this way, transform this creature."},
        {"cost": "", "type": "Creature — Human Insect", "pt": ("3", "2"), "text": "Flying"},
    ])
    multi("Agadeem's Awakening // Agadeem, the Undercrypt", "modal_dfc", [
        {"cost": "{X}{B}{B}{B}", "type": "Sorcery",
         "text": "Return from your graveyard to the battlefield any number of target creature cards that each have a "
                 "different mana value X or less."},
        {"cost": "", "type": "Land",
         "text": "As this land enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {B}."},
    ])


def atomic_cards(*, drop: int = 0, extra: dict[str, list[dict[str, Any]]] | None = None) -> dict[str, Any]:
    """The fixture as a dict; ``drop`` leaves out that many cards (a file with too few cards)."""
    data = _cards()
    for name in list(data)[:drop]:
        del data[name]
    if extra:
        data.update(copy.deepcopy(extra))
    return {"meta": dict(META), "data": data}


CARD_COUNT = len(_cards())
