"""Load and validate a scenario mapping (parsed YAML or JSON) into a :class:`Scenario`.

Every problem is a ``bad_scenario`` :class:`BotError` whose ``field`` names the offending
place (``players[2].name``, ``active``, ``choices.Alice[0]``); effect text that can't be read
is ``unsupported_effect``. Nothing else escapes for bad input.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.errors import BotError
from bot.i18n import normalize_lang
from bot.i18n.catalog import t

from .effects import ES_TYPE_WORDS, MAX_AMOUNT, Effect, closest_when, parse_effect, parse_when
from .seats import next_opponent
from .model import CARD_TYPES, SUPERTYPES, ZONES, Game, GameObject, Player, Trigger

MAX_PLAYERS = 16
MAX_ZONE_CARDS = 1000
MAX_TOTAL_OBJECTS = 5000
MAX_NAME_CHARS = 100
MAX_TEXT_CHARS = 1000
MAX_SCRIPT_ENTRIES = 200
MAX_LIFE = 1_000_000
TWO_HEADED_GIANT_LIFE = 30  # 810.4

TOP_LEVEL_KEYS = ("players", "active", "controller", "effect", "lang", "teams", "shared_team_turns",
                  "shared_life", "range_of_influence", "choices", "target", "targets", "x", "X")
PLAYER_KEYS = ("name", "life") + ZONES
OBJECT_KEYS = ("name", "types", "mana_value", "cant_be_sacrificed", "triggers")
TRIGGER_KEYS = ("when", "text")
UNKNOWN_CARD = "unknown card {n}"

_SHORT_FORM_RE = re.compile(r"^(?P<name>.*?)\s*\((?P<types>[^()]*)\)\s*$")
_TYPE_WORDS = {w: w for w in CARD_TYPES + SUPERTYPES} | {"tribal": "kindred"} | dict(ES_TYPE_WORDS) | {
    "basica": "basic", "básica": "basic", "legendaria": "legendary", "legendario": "legendary",
    "nevada": "snow", "ficha": "token"}

Entry = str | list[str]


@dataclass(frozen=True)
class Scenario:
    """A validated scenario. ``game`` is the starting state; the engine works on a clone."""

    game: Game
    effect: Effect
    effect_text: str
    lang: str | None  # as given in the scenario (None = detect from the effect)
    choices: dict[str, list[Entry]] = field(default_factory=dict)
    choice_fields: dict[str, str] = field(default_factory=dict)  # player → key as written
    target: str | None = None
    x: int | None = None
    warnings: tuple[str, ...] = ()

    @property
    def output_lang(self) -> str:
        return self.lang or self.effect.lang


class _Loader:
    def __init__(self, msg_lang: str | None) -> None:
        self.msg_lang = normalize_lang(msg_lang) if msg_lang else None
        self.uid = 0
        self.total = 0
        self.warnings: list[str] = []

    # --- errors ---------------------------------------------------------------------------
    def bad(self, where: str, msg_key: str, suggestions: list[str] | None = None, /, **params: Any) -> BotError:
        return BotError("bad_scenario", t(msg_key, self.msg_lang, field=where, **params), suggestions or [], where)

    # --- primitives -----------------------------------------------------------------------
    def text(self, value: Any, where: str, limit: int = MAX_NAME_CHARS, allow_empty: bool = False,
             keep_lines: bool = False) -> str:
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            raise self.bad(where, "apnap.error.not_text")
        text = str(value).strip() if keep_lines else " ".join(str(value).split())
        if not text and not allow_empty:
            raise self.bad(where, "apnap.error.empty")
        if len(text) > limit:
            raise self.bad(where, "apnap.error.too_long", limit=limit)
        return text

    def integer(self, value: Any, where: str, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.bad(where, "apnap.error.not_integer")
        if not low <= value <= high:
            raise self.bad(where, "apnap.error.out_of_range", low=low, high=high)
        return value

    def boolean(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise self.bad(where, "apnap.error.not_boolean")
        return value

    def mapping(self, value: Any, where: str, allowed: tuple[str, ...]) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.bad(where, "apnap.error.not_mapping")
        for key in value:
            if not isinstance(key, str) or key not in allowed:
                sub = f"{where}.{key}" if where else str(key)
                raise self.bad(sub, "apnap.error.unknown_key", _closest(str(key), allowed), key=key,
                               allowed=", ".join(allowed))
        return value

    def sequence(self, value: Any, where: str, limit: int) -> list[Any]:
        if not isinstance(value, list):
            raise self.bad(where, "apnap.error.not_list")
        if len(value) > limit:
            raise self.bad(where, "apnap.error.too_many", limit=limit)
        return value

    def new_uid(self) -> int:
        self.uid += 1
        self.total += 1
        if self.total > MAX_TOTAL_OBJECTS:
            raise self.bad("players", "apnap.error.too_many_objects", limit=MAX_TOTAL_OBJECTS)
        return self.uid

    # --- objects --------------------------------------------------------------------------
    def types(self, words: list[Any], where: str) -> frozenset[str]:
        result = set()
        for word in words:
            w = self.text(word, where).lower()
            if w not in _TYPE_WORDS:
                raise self.bad(where, "apnap.error.unknown_type", _closest(w, list(CARD_TYPES)), word=w)
            result.add(_TYPE_WORDS[w])
        return frozenset(result)

    def game_object(self, raw: Any, owner: str, where: str) -> GameObject:
        if isinstance(raw, str):
            text = self.text(raw, where)
            m = _SHORT_FORM_RE.match(text)
            if m:
                name = self.text(m["name"], where)
                type_text = m["types"].split("—")[0].split(" - ")[0]  # "Creature — Elf": subtypes ignored
                types = self.types(type_text.replace(",", " ").split(), where)
            else:
                name, types = text, frozenset()
            return GameObject(self.new_uid(), name, owner, types)
        if isinstance(raw, Mapping):
            data = self.mapping(raw, where, OBJECT_KEYS)
            if "name" not in data:
                raise self.bad(f"{where}.name", "apnap.error.missing")
            name = self.text(data["name"], f"{where}.name")
            raw_types = data.get("types", [])
            if isinstance(raw_types, str):
                raw_types = raw_types.replace(",", " ").split()
            types = self.types(self.sequence(raw_types, f"{where}.types", 10), f"{where}.types")
            mana_value = None
            if data.get("mana_value") is not None:
                mana_value = self.integer(data["mana_value"], f"{where}.mana_value", 0, MAX_AMOUNT)
            cant = self.boolean(data.get("cant_be_sacrificed", False), f"{where}.cant_be_sacrificed")
            triggers = []
            for k, raw_trigger in enumerate(self.sequence(data.get("triggers", []) or [], f"{where}.triggers", 20)):
                tw = f"{where}.triggers[{k}]"
                tdata = self.mapping(raw_trigger, tw, TRIGGER_KEYS)
                if "when" not in tdata:
                    raise self.bad(f"{tw}.when", "apnap.error.missing")
                when = self.text(tdata["when"], f"{tw}.when", MAX_TEXT_CHARS)
                event = parse_when(when, name)
                if event is None:
                    raise self.bad(f"{tw}.when", "apnap.error.unknown_when", closest_when(when), when=when)
                text = self.text(tdata.get("text", ""), f"{tw}.text", MAX_TEXT_CHARS, allow_empty=True)
                triggers.append(Trigger(event, when, text))
            return GameObject(self.new_uid(), name, owner, types, mana_value, cant, tuple(triggers))
        raise self.bad(where, "apnap.error.bad_object")

    def zone(self, raw: Any, owner: str, where: str, zone: str) -> list[GameObject]:
        if raw is None:
            return []
        if isinstance(raw, int) and not isinstance(raw, bool) and zone in ("hand", "library"):
            count = self.integer(raw, where, 0, MAX_ZONE_CARDS)
            return [GameObject(self.new_uid(), UNKNOWN_CARD.format(n=i + 1), owner, known=False)
                    for i in range(count)]
        items = self.sequence(raw, where, MAX_ZONE_CARDS)
        return [self.game_object(item, owner, f"{where}[{i}]") for i, item in enumerate(items)]

    # --- players --------------------------------------------------------------------------
    def players(self, raw: Any) -> list[Player]:
        if raw is None:
            raise self.bad("players", "apnap.error.missing")
        items = self.sequence(raw, "players", MAX_PLAYERS)
        if len(items) < 2:
            raise self.bad("players", "apnap.error.too_few_players")
        players: list[Player] = []
        seen: dict[str, int] = {}
        for i, raw_player in enumerate(items):
            where = f"players[{i}]"
            data = self.mapping(raw_player, where, PLAYER_KEYS)
            if "name" not in data:
                raise self.bad(f"{where}.name", "apnap.error.missing")
            name = self.text(data["name"], f"{where}.name")
            folded = name.casefold()
            if folded in seen:
                raise self.bad(f"{where}.name", "apnap.error.duplicate_player", name=name, other=seen[folded])
            seen[folded] = i
            player = Player(name)
            if data.get("life") is not None:
                player.life = self.integer(data["life"], f"{where}.life", 0, MAX_LIFE)
                player.life_given = True
            for zone in ZONES:
                player.zones[zone] = self.zone(data.get(zone), name, f"{where}.{zone}", zone)
            players.append(player)
        return players

    def player_ref(self, value: Any, where: str, players: list[Player]) -> str:
        name = self.text(value, where)
        for p in players:
            if p.name.casefold() == name.casefold():
                return p.name
        raise self.bad(where, "apnap.error.unknown_player", _closest(name, [p.name for p in players]), name=name)

    # --- the whole scenario ---------------------------------------------------------------
    def load(self, data: Any) -> Scenario:
        if not isinstance(data, Mapping):
            raise self.bad("scenario", "apnap.error.root_not_mapping")
        data = self.mapping(data, "", TOP_LEVEL_KEYS)
        lang = None
        if data.get("lang") is not None:
            raw_lang = self.text(data["lang"], "lang")
            lang = normalize_lang(raw_lang, "")
            if not lang:
                raise self.bad("lang", "apnap.error.bad_lang", ["en", "es"], value=raw_lang)
        if self.msg_lang is None:
            self.msg_lang = lang
        players = self.players(data.get("players"))
        if data.get("active") is None:
            raise self.bad("active", "apnap.error.missing")
        active = self.player_ref(data["active"], "active", players)
        controller = active
        if data.get("controller") is not None:
            controller = self.player_ref(data["controller"], "controller", players)

        game = Game(players=players, active=active, controller=controller)
        self.teams(data, game)
        if data.get("range_of_influence") is not None:
            game.range_of_influence = self.integer(data["range_of_influence"], "range_of_influence", 1, MAX_PLAYERS)

        if data.get("effect") is None:
            raise self.bad("effect", "apnap.error.missing")
        effect_text = self.text(data["effect"], "effect", 2000, keep_lines=True)  # line breaks may end sentences
        effect = parse_effect(effect_text, lang, self.msg_lang)

        x = None
        x_key = "x" if data.get("x") is not None else "X"
        if data.get(x_key) is not None:
            x = self.integer(data[x_key], x_key, 0, MAX_AMOUNT)
        elif effect.uses_x:
            raise self.bad("x", "apnap.error.x_missing")
        target = None
        if data.get("target") is not None:
            target = self.player_ref(data["target"], "target", players)
        elif data.get("targets") is not None:
            targets = self.sequence(data["targets"], "targets", 1)
            if targets:
                target = self.player_ref(targets[0], "targets[0]", players)
        if target is None and effect.uses_target:
            target = next_opponent(game, controller)
            self.warnings.append(t("apnap.warning.default_target", self.msg_lang or effect.lang, player=target or "—"))

        choices, fields = self.choices(data.get("choices"), players, effect)
        return Scenario(game, effect, effect_text, lang, choices, fields, target, x, tuple(self.warnings))

    def teams(self, data: Mapping[str, Any], game: Game) -> None:
        names = game.seat_names
        if data.get("teams") is not None:
            raw_teams = self.sequence(data["teams"], "teams", MAX_PLAYERS)
            placed: set[str] = set()
            for i, raw_team in enumerate(raw_teams):
                members = self.sequence(raw_team, f"teams[{i}]", MAX_PLAYERS)
                if not members:
                    raise self.bad(f"teams[{i}]", "apnap.error.empty")
                team = []
                for j, member in enumerate(members):
                    name = self.player_ref(member, f"teams[{i}][{j}]", game.players)
                    if name in placed:
                        raise self.bad(f"teams[{i}][{j}]", "apnap.error.two_teams", name=name)
                    placed.add(name)
                    team.append(name)
                game.teams.append(team)
        shared = False
        if data.get("shared_team_turns") is not None:
            shared = self.boolean(data["shared_team_turns"], "shared_team_turns")
        if shared and sorted(n for team in game.teams for n in team) != sorted(names):
            raise self.bad("teams", "apnap.error.teams_cover")
        game.shared_team_turns = shared
        shared_life = shared  # Two-Headed Giant, the usual shared-team-turns game, shares life (810.4)
        if data.get("shared_life") is not None:
            shared_life = self.boolean(data["shared_life"], "shared_life")
            if shared_life and not game.teams:
                raise self.bad("shared_life", "apnap.error.shared_life_teams")
        game.shared_life = shared_life
        if shared_life:
            for index, team in enumerate(game.teams):
                given = [(game.player(n).life, n) for n in team if game.player(n).life_given]
                if not given:
                    game.team_life[index] = TWO_HEADED_GIANT_LIFE
                elif len({life for life, _ in given}) == 1:
                    game.team_life[index] = given[0][0]
                else:
                    where = f"players[{names.index(given[-1][1])}].life"
                    raise self.bad(where, "apnap.error.team_life")

    def choices(self, raw: Any, players: list[Player], effect: Effect) -> tuple[dict[str, list[Entry]], dict[str, str]]:
        if raw is None:
            return {}, {}
        if not isinstance(raw, Mapping):
            raise self.bad("choices", "apnap.error.not_mapping")
        vote_words = {o.casefold() for o in effect.vote_options}
        result: dict[str, list[Entry]] = {}
        fields: dict[str, str] = {}
        for key, raw_entries in raw.items():
            name = self.player_ref(key, f"choices.{key}", players)
            if name in result:
                raise self.bad(f"choices.{key}", "apnap.error.duplicate_player", name=name, other=fields[name])
            player = next(p for p in players if p.name == name)
            known = {o.name.casefold() for zone in player.zones.values() for o in zone}
            if isinstance(raw_entries, (str, int)) and not isinstance(raw_entries, bool):
                raw_entries = [raw_entries]
            entries = self.sequence(raw_entries, f"choices.{key}", MAX_SCRIPT_ENTRIES)
            parsed: list[Entry] = []
            for i, entry in enumerate(entries):
                where = f"choices.{key}[{i}]"
                if isinstance(entry, list):
                    names = [self.text(e, f"{where}[{j}]") for j, e in enumerate(self.sequence(entry, where, MAX_ZONE_CARDS))]
                    value: Entry = names
                else:
                    names = [self.text(entry, where)]
                    value = names[0]
                for n in names:
                    if n.casefold() not in known and n.casefold() not in vote_words:
                        options = [o.name for zone in player.zones.values() for o in zone] + list(effect.vote_options)
                        raise self.bad(where, "apnap.error.choice_unknown_object", _closest(n, options),
                                       name=n, player=name)
                parsed.append(value)
            result[name] = parsed
            fields[name] = str(key)
        return result, fields


def load_scenario(data: Any, lang: str | None = None) -> Scenario:
    """Validate ``data`` (a mapping as in scenario-format.md) into a :class:`Scenario`.

    ``lang`` is the language for error messages (default: the scenario's ``lang``, else English).
    """
    loader = _Loader(lang)
    try:
        return loader.load(data)
    except BotError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError, OverflowError) as exc:
        # A shape the checks above did not foresee is still the input's fault, not a crash.
        raise BotError("bad_scenario", t("apnap.error.malformed", lang, detail=type(exc).__name__), [], "scenario") from exc


def _closest(word: str, pool: list[str] | tuple[str, ...]) -> list[str]:
    if not pool:
        return []
    from rapidfuzz import fuzz, process, utils

    found = process.extract(word, list(pool), scorer=fuzz.WRatio, processor=utils.default_process, limit=3)
    return [m for m, score, _ in found if score >= 50]


__all__ = ["Scenario", "load_scenario"]
