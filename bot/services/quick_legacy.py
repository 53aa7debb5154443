"""Quick mode's scenario from an effect and a list of players (to be replaced by bot.apnap.quick)."""

from __future__ import annotations

from itertools import cycle
from typing import Any

from ..errors import BotError
from ..i18n import normalize_lang

MAX_TABLE_PLAYERS = 8
MAX_NAME = 40


#: One sensible board per seat, so a quick "each player …" has something to choose from.
DEFAULT_BOARDS: list[dict[str, list[str]]] = [
    {"battlefield": ["Grizzly Bears (creature)", "Llanowar Elves (creature)", "Forest (land)", "Sol Ring (artifact)"],
     "hand": ["Giant Growth (instant)", "Forest (land)", "Rampant Growth (sorcery)"],
     "library": ["Forest (land)", "Elvish Mystic (creature)", "Overrun (sorcery)", "Forest (land)",
                 "Craterhoof Behemoth (creature)"],
     "graveyard": ["Fog (instant)", "Wild Mongrel (creature)"]},
    {"battlefield": ["Hill Giant (creature)", "Goblin Guide (creature)", "Mountain (land)",
                     "Mind Stone (artifact)"],
     "hand": ["Shock (instant)", "Mountain (land)", "Lava Spike (sorcery)"],
     "library": ["Mountain (land)", "Monastery Swiftspear (creature)", "Lightning Bolt (instant)",
                 "Mountain (land)", "Fireball (sorcery)"],
     "graveyard": ["Ember Hauler (creature)", "Skred (instant)"]},
    {"battlefield": ["Serra Angel (creature)", "Savannah Lions (creature)", "Plains (land)",
                     "Pacifism (enchantment)"],
     "hand": ["Swords to Plowshares (instant)", "Plains (land)", "Wrath of God (sorcery)"],
     "library": ["Plains (land)", "White Knight (creature)", "Disenchant (instant)", "Plains (land)",
                 "Baneslayer Angel (creature)"],
     "graveyard": ["Soul Warden (creature)", "Raise the Alarm (instant)"]},
    {"battlefield": ["Air Elemental (creature)", "Merfolk Looter (creature)", "Island (land)",
                     "Jace Beleren (planeswalker)"],
     "hand": ["Counterspell (instant)", "Island (land)", "Divination (sorcery)"],
     "library": ["Island (land)", "Snapcaster Mage (creature)", "Opt (instant)", "Island (land)",
                 "Mahamoti Djinn (creature)"],
     "graveyard": ["Brainstorm (instant)", "Phantom Warrior (creature)"]},
    {"battlefield": ["Vampire Nighthawk (creature)", "Blood Artist (creature)", "Swamp (land)",
                     "Animate Dead (enchantment)"],
     "hand": ["Doom Blade (instant)", "Swamp (land)", "Duress (sorcery)"],
     "library": ["Swamp (land)", "Gravedigger (creature)", "Dark Ritual (instant)", "Swamp (land)",
                 "Sengir Vampire (creature)"],
     "graveyard": ["Carrion Feeder (creature)", "Disfigure (instant)"]},
    {"battlefield": ["Watchwolf (creature)", "Kird Ape (creature)", "Stomping Ground (land)",
                     "Ornithopter (artifact creature)"],
     "hand": ["Lightning Helix (instant)", "Temple Garden (land)", "Explore (sorcery)"],
     "library": ["Forest (land)", "Tarmogoyf (creature)", "Path to Exile (instant)", "Plains (land)",
                 "Loxodon Smiter (creature)"],
     "graveyard": ["Wild Nacatl (creature)", "Naturalize (instant)"]},
    {"battlefield": ["Dryad Arbor (land creature)", "Wall of Omens (creature)", "Island (land)",
                     "Oblivion Ring (enchantment)"],
     "hand": ["Mana Leak (instant)", "Plains (land)", "Day of Judgment (sorcery)"],
     "library": ["Island (land)", "Restoration Angel (creature)", "Think Twice (instant)", "Plains (land)",
                 "Sphinx of Jwar Isle (creature)"],
     "graveyard": ["Squadron Hawk (creature)", "Condemn (instant)"]},
    {"battlefield": ["Sakura-Tribe Elder (creature)", "Kitchen Finks (creature)", "Overgrown Tomb (land)",
                     "Liliana of the Veil (planeswalker)"],
     "hand": ["Abrupt Decay (instant)", "Swamp (land)", "Thoughtseize (sorcery)"],
     "library": ["Forest (land)", "Tireless Tracker (creature)", "Fatal Push (instant)", "Swamp (land)",
                 "Grave Titan (creature)"],
     "graveyard": ["Scavenging Ooze (creature)", "Maelstrom Pulse (sorcery)"]},
]

def quick_scenario(effect: str, players: list[str], active: str | None = None,
                   lang: str | None = None) -> dict[str, Any]:
    """A scenario mapping: ``players`` in turn order, each with a default board (see DEFAULT_BOARDS)."""
    normalize_lang(lang) if lang else None
    if len(players) < 2:
        raise BotError.of("bad_scenario", "resolve.need_players", suggestions=["Alice, Bob, Carol"], field="players")
    if len(players) > MAX_TABLE_PLAYERS:
        raise BotError.of("bad_scenario", "resolve.too_many_players", field="players", n=MAX_TABLE_PLAYERS)
    names = list(players)
    if active:
        match = next((n for n in names if n.casefold() == active.strip().casefold()), None)
        if match is None:
            raise BotError.of("bad_scenario", "resolve.bad_active", suggestions=names, field="active", name=active[:MAX_NAME])
        active = match
    else:
        active = names[0]
    data: dict[str, Any] = {
        "players": [{"name": name, **{zone: list(cards) for zone, cards in board.items()}}
                    for name, board in zip(names, cycle(DEFAULT_BOARDS))],
        "active": active,
        "effect": effect,
    }
    return data  # no "lang": the effect's language is detected; the output language is the caller's
