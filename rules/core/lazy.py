"""Package attributes imported on first use (PEP 562), for start-up time.

A package whose ``__init__`` imports its heavy modules makes every import of anything inside
it pay for them: ``boardgames list`` would load four games' rules to print four lines.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any


def lazy_attributes(package: str, where: dict[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` that imports ``package.<where[name]>`` and returns its ``name``."""

    def attribute(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{where[name]}"), name)
        setattr(import_module(package), name, value)  # found directly from now on
        return value

    return attribute
