"""The console says which language it speaks by name, and that a change lasts this session (review A41)."""

from __future__ import annotations


async def test_the_console_names_its_language(dcore):
    from bot.frontends.console import Console

    console = Console(dcore)
    assert await console.handle("/lang es") == "Idioma: español (solo esta sesión)."
    assert (await console.handle("/lang") or "").startswith("La consola responde en español.")
