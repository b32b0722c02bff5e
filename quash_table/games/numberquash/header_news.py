"""What NumberQuash's header adds to "Your turn" (the kit's turn_news hooks): turns skipped and steals from you
since your last turn (robbed.py), through your turn's first roll; once that roll is used and the turn goes on (a
double, the free roll), what the turn is now. "Your turn: Bot 2 stole your left red 9 (11)" still stood on the
second roll after a double, the news read as this roll's (review 55n); the robbed cell keeps its mark and the words
under your octagon all turn."""

from .robbed import others_skipped_since_last_move, roll_used_this_turn, turns_missed_since_last_move
from .views import rolls_again_for_a_double
from .words import (caption_brief, missed_words, others_missed_words, stolen_counted_brief, stolen_together_brief,
                    stolen_words)


def turn_now(view):
    """The header's words for a turn that goes on after its first roll was used: before rolling again, why
    ("roll again (a double)", "the free roll"); after rolling, "" (the tray says the roll)."""
    if view["dice"] is not None or view["phase"] != "roll_again":
        return ""
    if view["free_roll"] == "now":
        return "the free roll"
    return "roll again (a double)" if rolls_again_for_a_double(view) else ""


class HeaderNews:
    """Mixed into the board (scene.NumberQuashBoard), which has robbed(), short() and _named()."""

    _missed = (None, ("", ""), ("", ""))     # (match length, undos, seat) -> (yours, others') turns skipped, in words
    _now = (None, None)                       # the same key -> _turn_now's words

    def _turn_now(self):
        """turn_now's words where your turn's first roll has been used (its news said), else None; read once
        per move."""
        m, me = self.session.match, self.session.screen_seat
        key = (len(m.actions), m.undos, me)
        if self._now[0] != key:
            used = me is not None and m.to_move == me and not m.over and roll_used_this_turn(m, me)
            self._now = (key, turn_now(self.game.view(m.state, me)) if used else None)
        return self._now[1]

    def turn_news(self):
        """What the header adds to "Your turn": turns of yours skipped (blocked, a third double) and who
        stole from you since your last turn, said through your turn's first roll (robbed.py); after it what
        the turn is now (turn_now)."""
        now = self._turn_now()
        if now is not None:
            return now
        yours, others, stolen = self._news(brief=False)
        return "; ".join(w for w in [yours, others] + stolen if w)

    def turn_news_brief(self):
        """The kit's hook: the same news in fewer words for a narrow header ("Bot 4 stole red 7 (12)": "Your
        turn: Bot 4 / stole your red 7 (12)" took two lines at 1024x640), as forms, longest first: the header
        takes the first it holds whole. What happened to you is never given up: other seats' missed turns go
        first (with the move log open at six seats, 1024x640, "Your turn: Bot 4 missed a turn; Bot 2 stole…"
        cut the steal from you, session 32), then the cells stolen are counted."""
        if self._turn_now() is not None:
            return None             # (turn_news says it)
        yours, others, stolen = self._news(brief=True)
        # other seats' missed turns go before the bonus spent on you ("(12)": a number you need, session 33)
        whole = self._news(brief=False)[2]
        kept = [[yours, others] + whole, [yours] + whole] if whole != stolen else []
        forms = ["; ".join(w for w in said if w) for said in kept + [[yours, others] + stolen, [yours] + stolen]]
        robbed = self.robbed()
        cells = sum(len(steals) for _, _, steals in robbed)
        if cells > 1:
            forms.append("; ".join(w for w in [yours, stolen_counted_brief(self._thieves(), cells)] if w))
        forms = [f for i, f in enumerate(forms) if f and f not in forms[:i]]
        return forms or None

    def hint_kept_words(self):
        """The kit's hook: H right after your own roll fitted nothing and passed the turn says so, not "Wait: the
        hint comes when your turn does." as if the hint were owed (review 59)."""
        m, me = self.session.match, self.session.screen_seat
        if me is None or not m.actions or m.actors[-1] != me:
            return None
        ended = any(e["kind"] == "nothing_fits" and e["seat"] == me and e.get("then") == "turn_over"
                    for e in self.game.events(m.state, me))
        return "Nothing fits this roll: your turn passes." if ended else None

    def step_words_brief(self, event):
        """The kit's hook: a told step in fewer words for a narrow header ("Bot 3 covers 5 cells": the whole
        placement took two lines at 1024x640), words.caption_brief with the header's names."""
        said = caption_brief(event) if event is not None else None
        return self.session.words(said, short=True) if said else None

    def _thieves(self):
        """Who stole from you since your last move, each name once, in the order they did."""
        thieves = []
        for thief, _, _ in self.robbed():
            if self.short(thief) not in thieves:
                thieves.append(self.short(thief))
        return thieves

    def _news(self, brief):
        """(your turns missed, other seats' turns missed, [steals from you]) in words since your last move,
        each "" or [] where there is none (`brief`: in fewer words)."""
        m, me = self.session.match, self.session.screen_seat
        key = (len(m.actions), m.undos, me)
        if self._missed[0] != key:      # read once per move, as robbed()
            yours = turns_missed_since_last_move(m, me) if me is not None else []
            others = others_skipped_since_last_move(m, me) if me is not None else []
            self._missed = (key, *((missed_words(yours, self._named, b), others_missed_words(others, self._named, b))
                                   for b in (False, True)))
        yours, others = self._missed[2 if brief else 1]
        robbed = self.robbed()
        stolen = [stolen_words(self.short(thief), value, steals, brief) for thief, value, steals in robbed]
        if brief and len(robbed) > 1:       # several bonuses: one sentence (two were cut at 1024x640)
            stolen = [stolen_together_brief(self._thieves(), [st for _, _, steals in robbed for st in steals])]
        return yours, others, stolen
