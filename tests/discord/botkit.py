"""Shared pieces for the Discord-layer tests: one parsed rule book and one search index across
tests (building the index takes seconds), services over a fresh SQLite file, and an offline bot.

Imported by name from the tests (``from botkit import make_bot``), so it must not be a conftest:
another test folder's conftest would shadow it.
"""

from __future__ import annotations

from tests.crfiles import CR_DIR, CURRENT, FILES, parsed

_shared: dict[str, object] = {}


def shared_library(all_versions: bool = False):
    from bot.rules.library import RulesLibrary

    key = "all" if all_versions else "current"
    if key not in _shared:
        names = FILES if all_versions else (CURRENT,)
        _shared[key] = RulesLibrary([parsed(name).book for name in names])
    return _shared[key]


def shared_terms():
    from bot.i18n.terms import Terminology

    if "terms" not in _shared:
        _shared["terms"] = Terminology.load()
    return _shared["terms"]


def shared_search():
    """One search engine over the current book, built once per test session."""
    if "search" not in _shared:
        from bot.i18n.translation import default_translations
        from bot.search import SearchEngine

        _shared["search"] = SearchEngine(shared_library().current, default_translations(), shared_terms())
    return _shared["search"]


async def make_core(db_path, *, all_versions: bool = False):
    from bot.config import Settings
    from bot.services import Services
    from bot.storage import open_store

    library = shared_library(all_versions)
    settings = Settings.from_env(rules=str(CR_DIR / CURRENT), db=str(db_path))
    store = await open_store(db_path)
    if all_versions:
        return Services(settings, store, library)
    return Services(settings, store, library, terms=shared_terms(), search=shared_search())


async def make_bot(core, poster=None, **bot_kwargs):
    """An offline bot over ``core``: what setup_hook does, minus the gateway. ``poster`` replaces
    the resolver's channel.send (also for sessions restored at start); ``bot_kwargs`` go to
    ``MTGBot`` (``shard_ids``/``shard_count`` for one process of a cluster)."""
    from bot.config import Settings
    from runtime.runner import MTGBot
    from tests.discord.discord_fakes import Poster

    bot = MTGBot(Settings(db=core.settings.db), services=core, **bot_kwargs)
    bot.poster = poster if poster is not None else Poster()  # the channels table games post to
    bot.poster.install(bot)
    await bot.__aenter__()  # what `async with bot` does: loop-bound setup, no network
    await bot.prepare()
    return bot


#: A board per seat for table-mode tests (quick mode itself invents none: zones nobody described
#: are unknown, so a test that wants choices to make describes the boards).
BOARDS: list[dict[str, list[str]]] = [
    {"battlefield": ["Grizzly Bears (creature)", "Llanowar Elves (creature)", "Forest (land)", "Sol Ring (artifact)"],
     "hand": ["Giant Growth (instant)", "Forest (land)", "Rampant Growth (sorcery)"],
     "library": ["Forest (land)", "Elvish Mystic (creature)", "Overrun (sorcery)", "Forest (land)",
                 "Craterhoof Behemoth (creature)"],
     "graveyard": ["Fog (instant)", "Wild Mongrel (creature)"]},
    {"battlefield": ["Hill Giant (creature)", "Goblin Guide (creature)", "Mountain (land)", "Mind Stone (artifact)"],
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
]


def board_scenario(effect: str, players: list[str], active: str | None = None) -> dict:
    """A scenario with a known board per player (``BOARDS``), for table-mode tests."""
    if not 2 <= len(players) <= len(BOARDS):
        raise ValueError("two or three players")
    return {"players": [{"name": name, **{z: list(c) for z, c in board.items()}}
                        for name, board in zip(players, BOARDS, strict=False)],
            "active": active or players[0], "effect": effect}
