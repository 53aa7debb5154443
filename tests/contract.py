"""Service calls as the command line shows them: each result's contract JSON (``to_dict()``), so
tests can compare with ``docs/cli-contract.md`` shapes."""

from __future__ import annotations

from typing import Any


async def rule(services: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
    return (await services.rules.rule(*args, **kwargs)).to_dict()


async def define(services: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
    return (await services.rules.define(*args, **kwargs)).to_dict()


async def diff(services: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
    return (await services.rules.diff(*args, **kwargs)).to_dict()


async def translate(services: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
    return services.translate.translate(*args, **kwargs).to_dict()
