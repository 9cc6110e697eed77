"""Driving the real app in tests: what is on screen, as plain text."""

from __future__ import annotations

from textual.app import App


def screen_text(app: App) -> str:
    """Every character on the terminal now, lines joined by newlines (what a player reads)."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text for strip in strips)
