"""Does a person wait for the search running now? The hint worker process (ui/botrunner.py) searches a person's
hint ahead, from early in their turn, before anyone asked for it; a search a person waits for is bounded by a few
seconds of wall time, one searched ahead need not be: its time is the person's time reading the table. The window
marks the request the person asked for (H) in a number it shares with the worker (BotRunner.hurry); a search bot
reads it after each deal (Flush's hint: hint_bot.HintBot.decided) and, once asked, ends within the waiting time.

Outside the worker (a thread's bot, a test, a script) nothing is shared: a person is taken to wait, as before."""

_asked = None       # the shared number (multiprocessing.Value): the token of the request the person asked for
_token = None       # the token of the request this process answers now


def attach(shared):
    """In the worker process: the number the window marks asked requests in."""
    global _asked
    _asked = shared


def begin(token, for_person=True):
    """In the worker process: a request `token` is answered now; `for_person`: a hint (a bot's own move is
    waited for by the table: never ahead)."""
    global _token
    _token = token if for_person else None


def waits():
    """Does a person wait for the answer now: True outside the worker, or for a request the person asked for;
    False for one searched ahead that nobody asked for yet."""
    return _asked is None or _token is None or _asked.value == _token
