"""A Spanish-speaking user never meets English they did not ask for (issue #17).

Every command's answer is rendered in Spanish, the way the console and Discord show it, and its
visible text is searched for English words. Rule text, card names, what the user typed and
anything in quotes are left out: those are quoted material, not the bot speaking.
"""

from __future__ import annotations

import re

import pytest

from bot import presentation
from bot.frontends.console import Console

# Words that mean the bot spoke English: common in our English strings, not Spanish words.
ENGLISH = frozenset("""
the and of with your you player players choose chooses chosen sacrifice sacrifices rule rules page next
previous open search results none error try effective translation unofficial step triggers state-based
actions each this that which would cannot must only see also examples subrules waiting turn nothing
found could not does exist give term such as here there what when who how why from into
""".split())
# Said the same way in both languages, or names.
SHARED = frozenset({"cr", "jajna", "apnap", "en", "es", "yaml", "json", "discord", "mtgjson", "oracle"})
# Quoted text, links, rule numbers, and command syntax (/rule, from:…) typed as on Discord.
QUOTED = re.compile(r"«[^»]*»|“[^”]*”|\"[^\"]*\"|`[^`]*`|<https?://[^>]*>|https?://\S+|\*\*[0-9.a-z]+\*\*"
                    r"|/\w+|\b\w+:(?=\S)"
                    # a message about one input starts with the input's name, as typed: "players: …"
                    r"|^[│ ]*[a-z_][\w\[\].]*:\s")
WORD = re.compile(r"[A-Za-zÁÉÍÓÚÜÑáéíóúüñ'-]+")


def english_words(text: str, allowed: set[str]) -> list[str]:
    found = []
    for line in text.splitlines():
        line = QUOTED.sub(" ", line)
        for word in WORD.findall(line):
            w = word.lower().strip("'-")
            if w in ENGLISH and w not in SHARED and w not in allowed:
                found.append(word)
    return found


def visible_without_rule_text(text: str, rule_texts: list[str]) -> str:
    for quoted in rule_texts:
        text = text.replace(quoted, " ")
    return text


COMMANDS = [
    "/rule 101.4", "/rule 702.19", "/rule arrollar", "/define JAJNA", "/define toque mortal",
    "/translate arrollar", "/search quién elige primero cuando todos sacrifican", "/changes",
    "/changes rule:701.26", "/help", "/lang",
    "/rule 999.9", "/rule banana", "/define zzzz", "/translate zzzz", "/search", "/frobnicar", "/lang fr",
    "/resolve effect:\"Cada jugador sacrifica una criatura.\" players:Ana,Beto,Carla",
    "/resolve effect:\"Cada jugador descarta una carta.\" players:Ana,Beto",
    "/resolve effect:\"Cada jugador pierde 1 vida.\" players:Ana,Beto",
    "/resolve effect:\"Cada jugador sacrifica una criatura.\" players:Ana",
]


@pytest.mark.parametrize("line", COMMANDS)
async def test_every_command_answers_in_spanish(dcore, line):
    console = Console(dcore, output=lambda _: None, lang="es")
    text = await console.handle(line)
    assert text
    book = dcore.rules.current
    rule_texts = [r.text for r in book.rules.values() if r.text in text]  # English shown as quoted original
    rule_texts += [dcore.translations.rule(r).text for r in book.rules.values()
                   if dcore.translations.rule(r).text in text]
    offenders = english_words(visible_without_rule_text(text, rule_texts), {"ana", "beto", "carla"})
    assert not offenders, (line, offenders, text[:1500])


def test_settings_and_notices_are_spanish():
    for scope in ("server", "user", "show"):
        msg = presentation.settings_message(scope, {"lang": "auto", "private": True}, "es", effective="es")
        text = "\n".join(s for s in presentation.limits.visible_strings(msg))  # every visible string
        assert not english_words(text, set()), (scope, text)
