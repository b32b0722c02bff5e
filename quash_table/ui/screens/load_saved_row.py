"""The row the Load list gives a save just made (Pause's "Saved. Load lists it as"), read from the Load screen's
own list: the list as Load would show it now, read whole, not shown. Pause said the save in its own room alone
while Load fits every row of a table in the room of its narrowest (load_one_wording): "You: 0, Bot 2: 0 points"
after Save, "level on 0 points" in Load (review 38)."""

from pathlib import Path

from .load import LoadScene
from .load_lines import saved_row_line


def listed_row(app, path):
    """`path`'s row in the Load list of `app`'s window, word for word; a save the list folds under another row (as
    an older copy: not a save of the player's) or does not list is said as its own row (saved_row_line)."""
    listing = LoadScene(app)
    if not listing.lines.done:
        listing.lines.read(seconds=float("inf"))
        listing._even_rooms()
        listing.rows = listing._listed()
    want = Path(path)
    return next((text for text, f in listing.rows if f is not None and Path(f) == want),
                saved_row_line(path, app.metrics))
