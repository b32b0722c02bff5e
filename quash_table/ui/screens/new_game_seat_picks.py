"""The New game screen's pick beside each seat, where a game has an option that is a value per seat
(Game.seat_picks: NumberQuash's colours, which the sheet has players pick and the screen made them type,
review 44B item 12). One drop-down per slot, on the seat's row (a slot a seat) or on a line of its own under it
(two or three colours a seat, so at most three seats); a colour another seat held is handed over (the game's
seat_picked), so two seats never share one. A mixin of NewGameScene (its game_id, count, options, metrics)."""

from ...games import get_game

PICK_W = 112          # design px of one slot's drop-down (a colour's square, "Yellow", "Orange", the arrow)


class SeatPicks:
    def seat_picks(self):
        """The game's picks for this table, [[(names, taken)] per seat], or None."""
        game = get_game(self.game_id)
        if not game.seat_pick_label:
            return None
        return game.seat_picks(dict(game.default_options, **self.options), self.count)

    def seat_pick_label(self):
        """What the pick beside each seat chooses ("Colour"), "" where the game has none."""
        return get_game(self.game_id).seat_pick_label

    def seat_row_step(self):
        """Design px from one seat's row to the next: a line more where a seat picks several values."""
        picks = self.seat_picks()
        return 104 if picks and max(len(slots) for slots in picks) > 1 else 54

    def picks_inline(self):
        picks = self.seat_picks()
        return bool(picks) and max(len(slots) for slots in picks) == 1

    def seat_pick_widgets(self, manager, i, x, y, label_x):
        """Seat `i`'s drop-downs from `x`: on the row at `y` (a slot a seat), else on the line under it, labelled
        at `label_x` as the seat's row is."""
        picks = self.seat_picks()
        if not picks:
            return
        px = self.m.px
        game = get_game(self.game_id)
        slots = picks[i]
        if len(slots) > 1:
            label = f"{game.seat_pick_label}s"
            self.label(manager, f"seat{i}:picks:label", label, (label_x, y + px(50), px(70), px(42)))
            y += px(50)
        for j, (names, taken) in enumerate(slots):
            rect = (x + j * px(PICK_W + 8), y, px(PICK_W), px(42))
            self.drop_down(manager, f"seat{i}:pick{j}", names, taken, rect,
                           lambda text, i=i, j=j: self.set_seat_pick(i, j, text), swatch=game.seat_pick_rgb)
            # (said after "Seat 2: " in the help line; "one another seat has swaps with it" read as garbled, review 45B)
            what = game.seat_pick_label.lower()
            self.own_tips[f"seat{i}:pick{j}"] = (f"this player's {what}; pick one another seat has and the two seats "
                                                 f"swap {what}s")

    def fit_seat_picks(self):
        """The option the picks write, as they show it: a value remembered for a larger table, or typed on the
        command line wrong, read as far as it goes (the game's seat_picks), so Start never refuses what no field
        shows (a slot taking the colour it has writes every seat's, changing nothing else)."""
        game = get_game(self.game_id)
        picks = self.seat_picks()
        if not picks or self.options.get(game.seat_pick_option) is None:
            return
        options = game.seat_picked(dict(game.default_options, **self.options), self.count, 0, 0, picks[0][0][1])
        self.options[game.seat_pick_option] = options[game.seat_pick_option]

    def set_seat_pick(self, i, j, text):
        self._harvest()
        game = get_game(self.game_id)
        options = game.seat_picked(dict(game.default_options, **self.options), self.count, i, j, text)
        self.options[game.seat_pick_option] = options[game.seat_pick_option]
