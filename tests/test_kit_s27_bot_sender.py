"""The frame thread never waits on the bots' worker: a request larger than the pipe's buffer (a 6-seat
NumberQuash steal's legal list, a seat's past hints) is handed to a sender thread, where it waits until the
worker reads it. Review 27: Hint at 6 seats froze the window for a minute while the worker finished the
search it was busy with."""

import multiprocessing
import queue
import threading
import types

from quash_table.ui import botrunner
from quash_table.ui.botrunner import BotRunner


def _busy_worker(runner):
    """A worker that is alive but reads nothing (busy searching): its end of the pipe is returned."""
    parent, child = multiprocessing.Pipe()
    runner._proc = types.SimpleNamespace(is_alive=lambda: True, terminate=lambda: None, join=lambda timeout=None: None)
    runner._conn = parent
    runner._outbox = queue.SimpleQueue()
    threading.Thread(target=botrunner._send_all, args=(parent, runner._outbox), daemon=True).start()
    return child


def test_asking_a_busy_worker_with_a_request_bigger_than_the_pipe_returns_at_once():
    runner = BotRunner("numberquash", 1)
    child = _busy_worker(runner)
    big_view = {"padding": "x" * 2_000_000}        # far past any pipe buffer
    asked = threading.Thread(target=runner.ask, args=(7, 0, "hard", big_view, [0]), daemon=True)
    asked.start()
    asked.join(10)
    assert not asked.is_alive(), "ask waited for the worker to read its request (the frame thread froze)"
    assert runner.thinking
    # the request still reaches the worker, whole and in order, once it reads
    runner.ask(8, 0, "hard", {"small": 1}, [1])
    first, second = child.recv(), child.recv()
    assert first[0] == 7 and first[3] == big_view and second[0] == 8


def test_the_sender_ends_when_the_worker_is_gone():
    outbox = queue.SimpleQueue()
    parent, child = multiprocessing.Pipe()
    sender = threading.Thread(target=botrunner._send_all, args=(parent, outbox), daemon=True)
    sender.start()
    child.close()
    outbox.put(("x" * 200_000,))
    sender.join(10)
    assert not sender.is_alive()
