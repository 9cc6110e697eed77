"""A numbered menu of candidate actions: Enter, a click or a digit picks one."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option


class ActionMenu(OptionList):
    DEFAULT_CSS = """
    ActionMenu { height: auto; max-height: 8; border: round $accent; display: none; }
    ActionMenu.-open { display: block; }
    """

    class Picked(Message):
        def __init__(self, action: Any) -> None:
            self.action = action
            super().__init__()

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._actions: list[Any] = []

    def show(self, title: str, entries: list[tuple[str, Any]]) -> None:
        """Offer ``entries`` (label, action); an empty list closes the menu."""
        self.clear_options()
        self._actions = [action for _, action in entries]
        self.border_title = title
        for number, (label, _) in enumerate(entries, start=1):
            key = f"{number}" if number <= 9 else " "
            self.add_option(Option(Text.assemble((f"{key} ", "bold"), label)))
        self.set_class(bool(entries), "-open")
        if entries:
            self.highlighted = 0

    def close(self) -> None:
        self.show("", [])

    @property
    def is_open(self) -> bool:
        return bool(self._actions)

    def pick(self, number: int) -> bool:
        """Pick entry ``number`` (1-based); False when there is no such entry."""
        if 1 <= number <= len(self._actions):
            self.post_message(self.Picked(self._actions[number - 1]))
            return True
        return False

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Picked(self._actions[event.option_index]))
