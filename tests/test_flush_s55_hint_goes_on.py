"""Session 55 item 2 (review 54j), the kit's part: a hint asked with a move half built, where the position's own hint
(searched ahead or shown) goes on from it, is that hint, not a new search whose deals may name another move."""

from quash_table.ui.session_hints import SessionHints, _building_key

FLUSH_CARD = {"type": "flush", "card": "F"}


class _Hinter:
    def __init__(self):
        self.asked = []

    def poll(self):
        return None

    def ask(self, token, *args, **kw):
        self.asked.append(token)

    def hurry(self, token):
        pass

    def needs_past(self, seat, level):
        return False


class _Session(SessionHints):
    _bot_token = 0
    screen_seat = 0

    def __init__(self):
        self.hinter = _Hinter()
        self.match = type("M", (), {"hints": {}, "actions": [], "undos": 0})()

    def screen_legal(self):
        return [FLUSH_CARD, {"type": "play", "cards": ["7D"], "as": 7}]

    def hint_moment(self):
        return (5, 0, 0, None)

    def view(self):
        return {}

    class game:
        hint_level = "hint"


def test_the_positions_hint_going_on_from_the_staged_cards_is_the_answer():
    s = _Session()
    s._hint_found = ((s.hint_moment(), _building_key(())), FLUSH_CARD, "it clears the pile")
    assert s.ask_hint([FLUSH_CARD])
    assert s.hinter.asked == []                 # no new search
    assert s.hint_answer() == (FLUSH_CARD, "it clears the pile")


def test_a_hint_that_does_not_go_on_from_them_is_searched_with_them():
    s = _Session()
    s._hint_found = ((s.hint_moment(), _building_key(())), {"type": "play", "cards": ["7D"], "as": 7}, "")
    assert s.ask_hint([FLUSH_CARD])
    assert s.hinter.asked == [1]
