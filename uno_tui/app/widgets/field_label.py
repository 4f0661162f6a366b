"""A form's label that a click on it takes to its field (as a label on a web form):
a click on "Players" opens the Players list, not only a click on its value."""

from __future__ import annotations

from textual.widgets import Label, Select


class FieldLabel(Label):
    def __init__(self, text: str, field: str, *, classes: str | None = None) -> None:
        super().__init__(text, classes=classes)
        self.field = field  # the id of the field it names

    def on_click(self) -> None:
        field = self.screen.query_one(f"#{self.field}")
        field.focus()
        if isinstance(field, Select):
            field.expanded = True
