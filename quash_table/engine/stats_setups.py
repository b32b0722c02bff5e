"""The statistics of one player at one game, a row a setup (engine/stats.history_key: the players, the
options): "NumberQuash, 2 players" and "NumberQuash, 3 players" apart, as the chart keeps them, not one
row mixing a game for two with a game for three (review 22)."""

from .stats import BOTS_KEY, DRAWN_KEY, history_key, key_parts, key_words, win_percent


def setup_rows(game, row):
    """`row` (engine/stats.summary_rows') as one row a setup of its history, the setup played last last, each
    with "setup" (its key) and "setup_words" (one setup too); `row` alone (setup None) where the history holds
    no longer every game (the oldest are dropped past HISTORY_KEPT: their setups are not known)."""
    history = row["history"]
    keys = [history_key(game, h) for h in history] if game is not None else []
    order = []
    for k in keys:
        if k in order:
            order.remove(k)
        order.append(k)
    if len(order) == 1 and row["games"] == len(history):
        # one setup still says how many played ("Flush, 6 players"): a 6-seat Flush row read like a 2-seat
        # one, the count said only where a game had rows of several setups (review 45)
        return [dict(row, setup=order[0], setup_words=key_words(game, order[0]), setup_parts=key_parts(game, order[0]))]
    if len(order) < 2 or row["games"] != len(history):
        return [dict(row, setup=None, setup_words="", setup_parts=[])]
    low = game.low_score_wins
    rows = []
    for k in order:
        games = [h for h, hk in zip(history, keys) if hk == k]
        # a game a bot finished in the person's seat is no best score of theirs (engine/stats._add)
        scores = [h["score"] for h in games if h.get("score") is not None and not h.get(BOTS_KEY)]
        wins = sum(1 for h in games if h["won"])
        run = best_run = 0
        for h in games:
            run = run + 1 if h["won"] else 0
            best_run = max(best_run, run)
        drawn = sum(1 for h in games if h.get(DRAWN_KEY))
        rows.append(dict(row, games=len(games), wins=wins, win_pct=win_percent(wins, len(games), drawn),
                         best_score=(min if low else max)(scores) if scores else None, streak=run,
                         best_streak=best_run, undone_games=sum(1 for h in games if h["undone"]), history=games,
                         bot_games=sum(1 for h in games if h.get(BOTS_KEY)),
                         drawn_games=drawn,
                         setup=k, setup_words=key_words(game, k), setup_parts=key_parts(game, k)))
    return rows
