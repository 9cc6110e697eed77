"""Driving the real app in tests: what is on screen, as plain text.

The text is what the screen's compositor sends to the terminal, read from the update it renders
(what ``App.export_screenshot()`` draws, without the SVG: ten times quicker, and the suite reads
the screen thousands of times).  Should a Textual upgrade change that internal path, the text
is read back from the public SVG instead (``svg_text``); a test keeps the two alike.
"""

from __future__ import annotations

import re
from html import unescape

from rich.cells import cell_len
from textual.app import App
from textual.command import CommandPalette
from textual.visual import Visual
from textual.widgets import Static

# rich's export_svg: one <text> per styled run, placed at x = column * char width and clipped
# to the rectangle of its terminal line.
_LINE_CLIP = re.compile(r'<clipPath id="[^"]*-line-(\d+)">\s*<rect x="0" y="[^"]*" width="([^"]*)"')
_TEXT = re.compile(
    r'<text [^>]*?x="([^"]*)"[^>]*?clip-path="url\(#[^)]*-line-(\d+)\)"[^>]*>(.*?)</text>'
)


def screen_text(app: App) -> str:
    """Every character on the terminal now, lines joined by newlines (what a player reads)."""
    try:  # as export_screenshot renders it: the screen over the screens it leaves visible
        update = app.screen._compositor.render_update(
            full=True, screen_stack=app._background_screens
        )
        lines = update.strips  # type: ignore[union-attr]  # a full update: a LayoutUpdate
    except AttributeError:
        return svg_text(app)
    return "\n".join("".join(strip.text for strip in line).replace("\xa0", " ") for line in lines)


async def settle(pilot, most: int = 10) -> str:
    """Pause until the screen stops changing (two reads alike), and return its text.

    A screen that fits itself to its height a frame or two later (Polis's menu scrolls to its
    entry once the lesson panel has its height) is not done at the first idle moment on a
    loaded machine; a test that reads or pictures it then waits for it to be done."""
    await pilot.pause()
    text = screen_text(pilot.app)
    for _ in range(most):
        await pilot.pause()
        now = screen_text(pilot.app)
        if now == text:
            return now
        text = now
    return text


def svg_text(app: App) -> str:
    """:func:`screen_text` read back from Textual's public SVG screenshot."""
    width, height = app.size
    svg = app.export_screenshot()
    clip = _LINE_CLIP.search(svg)
    assert clip is not None, "export_screenshot() no longer draws rich's line clips"
    char_width = float(clip.group(2)) / width
    rows = [[" "] * width for _ in range(height)]
    for x, line, text in _TEXT.findall(svg):
        row, column = rows[int(line)], round(float(x) / char_width)
        for char in unescape(text).replace("\xa0", " "):
            if column < width:
                row[column] = char
                for follow in range(1, cell_len(char)):  # a wide glyph covers the next cell
                    if column + follow < width:
                        row[column + follow] = ""
            column += max(1, cell_len(char))
    return "\n".join("".join(row) for row in rows)


_RUN = re.compile(r'<text class="([^"]*)"[^>]*>(.*?)</text>')
_BACKGROUND = re.compile(r'<rect fill="(#[0-9a-fA-F]{6})"')
_FILL = re.compile(r"\.([\w-]+) \{ fill: (#[0-9a-fA-F]{6})")


def word_colours(app: App, word: str) -> set[str]:
    """The colours (``#rrggbb``) of every run of text on screen that starts with ``word``.

    A name or a log line is drawn as one run in one style; a run that merely contains the
    word later on (``… by Red``) is left out, as is a longer word (``Reddish``).  Reversed text
    (a highlighted row) is drawn in the background colour over its own: that run is left out.
    """
    svg = app.export_screenshot()
    backgrounds = _BACKGROUND.findall(svg)
    background = max(set(backgrounds), key=backgrounds.count).lower()
    fills = {c: f.lower() for c, f in _FILL.findall(svg) if f.lower() != background}
    found = set()
    for classes, text in _RUN.findall(svg):
        text = unescape(text).replace("\xa0", " ").strip()
        if text.startswith(word) and not text[len(word) : len(word) + 1].isalnum():
            found.update(fills[c] for c in classes.split() if c in fills)
    return found


async def scrolled_text(pilot, container) -> str:
    """The screen's text at every scroll position of ``container`` (a table wider or taller
    than its room), joined: what a player reads by scrolling it all the way."""
    app, seen = pilot.app, []

    def stops(most: int, step: int) -> list[int]:
        return sorted({*range(0, most + 1, max(1, step)), most})  # the far end too

    for y in stops(int(container.max_scroll_y), container.size.height - 1):
        for x in stops(int(container.max_scroll_x), container.size.width - 4):
            container.scroll_to(x, y, animate=False)
            await pilot.pause()
            seen.append(screen_text(app))
    container.scroll_home(animate=False)
    return "\n".join(seen)


def footer_keys(app: App) -> list:
    """The keys the footer shows now, left to right (it keeps the keys no longer on offer
    hidden, for later: ``widgets/steady.py``)."""
    from textual.widgets import Footer

    from boardgames_tui.textual_private import FooterKey

    return [key for key in app.screen.query_one(Footer).query(FooterKey) if key.display]


def words(app: App) -> str:
    """The screen's text with every run of spaces and line breaks as one space: a sentence the
    layout wraps reads whole."""
    return " ".join(screen_text(app).split())


async def take_keyboard(pilot):
    """The game screen (imported here: the helpers need no app), after Enter at a handover
    if one comes first."""
    from boardgames_tui.screens.game_base import GameScreen

    await pilot.pause()
    if not isinstance(pilot.app.screen, GameScreen):
        await pilot.press("enter")  # take the keyboard at the handover
        await pilot.pause()
    assert isinstance(pilot.app.screen, GameScreen)
    return pilot.app.screen


def drawn(static: Static, visual: Visual) -> list[str]:
    """What ``visual`` draws in ``static`` at its width: each line's text and styles."""
    width = static.content_size.width
    strips = Visual.to_strips(static, visual, width, None, static.visual_style)
    return ["".join(f"{s.text}|{s.style}" for s in strip) for strip in strips]


async def palette_run(pilot, app: App, text: str) -> None:
    """Ctrl+P, type ``text``, Enter: the command palette's first match runs."""
    await pilot.press("ctrl+p")
    await pilot.pause()
    assert isinstance(app.screen, CommandPalette)
    await pilot.press(*text)
    await pilot.pause(0.3)
    await pilot.press("enter")
    await pilot.pause()


async def every_lesson_step(pilot, name: str):
    """Each lesson of game ``name`` opened in turn and played to its end: yields (lesson
    number from 0, the game screen, the lesson's run) at the start of every step, then plays
    the step (the learner's move by its notation, the other side's at once, Enter)."""
    from boardgames_rules.core.lessons import load_lessons
    from boardgames_rules.registry import get_game

    from boardgames_tui.screens.game_base import GameScreen
    from boardgames_tui.screens.lessons import LessonEndScreen

    app = pilot.app
    for number in range(len(load_lessons(get_game(name)))):
        app.open_lesson(name, number)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        run = screen.lesson
        assert run is not None
        while not run.finished:
            step = run.step
            assert step is not None
            await pilot.pause()
            yield number, screen, run
            if run.step is not step:
                continue  # the caller played it
            if step.kind == "move":
                screen.play(step.move)
            elif step.kind == "other":
                while screen.lesson is not None and run.next_scripted() is not None:
                    screen.hurry_scripted() or screen.play_scripted()
                screen.action_lesson_go_on()
            else:
                screen.action_lesson_go_on()
        await pilot.pause()
        assert isinstance(app.screen, LessonEndScreen)
        app.pop_screen()
        await pilot.pause()
