"""The "Scores so far" panel says a result whole or says where it is: at 1024x640 it cut Quadruple War's
hand result mid-sentence ("...; Bot 3 (normal) bid 3,")."""

from quash_table.ui.score_panel import summary_lines


def wrap_at(width):
    def wrap(text):
        lines, line = [], ""
        for word in text.split():
            if line and len(line) + 1 + len(word) > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}".strip()
        return lines + [line]
    return wrap


def test_a_long_result_is_never_cut_mid_sentence():
    result = ("Hand 2 is over: You bid 5, took 6: +51; Bot 2 (normal) bid 3, took 2: 0 (bid missed); "
              "Bot 3 (normal) bid 3, took 3: +30; Bot 4 (normal) bid 1, took 2: +11")
    lines = summary_lines(result, wrap_at(50))
    assert len(lines) <= 2
    said = " ".join(lines)
    assert said == result or said == "Hand 2 is over: every result is in the move log", said
    assert summary_lines("Hand 2 is over: You bid 5, took 6: +51", wrap_at(50)) == [
        "Hand 2 is over: You bid 5, took 6: +51"]
