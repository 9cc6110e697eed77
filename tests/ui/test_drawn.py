"""A panel drawn once (``Drawn``) draws exactly what Textual draws for the same renderable, and
``update_steady`` leaves a panel alone when its new content draws the same, else shows it."""

from __future__ import annotations

from boardgames_rules.core import i18n
from boardgames_rules.core.i18n import _
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text
from textual.app import App, ComposeResult
from textual.visual import RichVisual
from textual.widgets import Static

from boardgames_tui.widgets.drawn import Drawn, Kept
from boardgames_tui.widgets.steady import update_steady
from tests.ui.helpers import drawn, screen_text


def table(rows: int) -> Table:
    grid = Table(title="Market", show_edge=False, header_style="bold")
    grid.add_column("good")
    grid.add_column("price", justify="right", style="cyan")
    for n in range(rows):
        grid.add_row(f"good number {n} with a name that wraps", Text(str(n), style="bold red"))
    return grid


PANELS = (
    Group(Text("Attika (territory)", style="bold"), table(4), Text("tribute collected")),
    Group(table(2), Text("a line " * 12, style="italic dim")),
    Text.assemble(("Athens ", "bold blue"), "holds ", ("3", "reverse")),
)


class PanelApp(App):
    CSS = "#panel { padding: 0 1; background: $panel; height: auto; }"

    def compose(self) -> ComposeResult:
        yield Static(id="panel")


async def test_a_drawn_panel_is_what_textual_draws() -> None:
    for size in ((40, 30), (70, 30)):
        app = PanelApp()
        async with app.run_test(size=size) as pilot:
            static = app.query_one(Static)
            await pilot.pause()
            width = static.content_size.width
            for content in PANELS:
                mine, textual = Drawn(static, content), RichVisual(static, content)
                assert mine.get_height(static.styles, width) == textual.get_height(
                    static.styles, width
                )
                assert drawn(static, mine) == drawn(static, textual)
                height = textual.get_height(static.styles, width)
                for extra in (1, 3):  # padded with blank rows, as the Polis zone panel is
                    padded = RichVisual(static, Group(content, Text("\n" * (extra - 1))))
                    for mine in (Drawn(static, content, height + extra), Drawn(static, content)):
                        mine.get_height(static.styles, width)  # drawn before it is padded
                        mine = mine.padded(height + extra)
                        assert drawn(static, mine) == drawn(static, padded)
                        assert mine.get_height(static.styles, width) == height + extra


async def test_update_steady_shows_new_content_and_leaves_the_same_alone() -> None:
    app = PanelApp()
    async with app.run_test(size=(60, 30)) as pilot:
        static = app.query_one(Static)
        update_steady(static, PANELS[0])
        await pilot.pause()
        shown = static.visual
        assert "Attika (territory)" in screen_text(app)
        update_steady(
            static,
            Group(Text("Attika (territory)", style="bold"), table(4), Text("tribute collected")),
        )  # another object, same look
        assert static.visual is shown  # nothing to draw again
        update_steady(static, PANELS[1])
        await pilot.pause()
        assert static.visual is not shown
        assert "Attika" not in screen_text(app) and "a line a line" in screen_text(app)


def test_a_kept_part_draws_what_it_keeps_at_each_width_and_for_each_key() -> None:
    console = Console(width=80, color_system="truecolor")

    def lines(renderable, width: int) -> list:
        return console.render_lines(renderable, console.options.update_width(width))

    for width in (40, 70, 40):  # kept at one width, then at another, then found again
        assert lines(Kept(("market", 4), table(4)), width) == lines(table(4), width)
        assert lines(Kept(("market", 2), table(2)), width) == lines(table(2), width)
        assert lines(Group(Text("Era 2"), Kept(("market", 2), table(2))), width) == lines(
            Group(Text("Era 2"), table(2)), width
        )


def test_a_kept_part_is_drawn_again_in_another_language() -> None:
    """Polis's era summary, kept by its figures: drawn in Spanish, then asked for in English
    (a language chosen anew, or the next game in the same process), it was shown in Spanish."""
    console = Console(width=80, color_system="truecolor")

    def words() -> Table:
        said = Table(title=_("End of era {era}").format(era=3))
        said.add_column(_("prestige at the end"))
        return said

    def shown() -> str:
        return "".join(s.text for s in console.render(Kept(("summary", 3), words())))

    try:
        i18n.use("es")
        spanish = shown()
        i18n.use("en")
        english = shown()
    finally:
        i18n.use(i18n.SOURCE)
    assert "Final de la era 3" in spanish
    assert "End of era 3" in english and "Final" not in english
