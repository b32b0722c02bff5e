import pygame, sys
from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import ask_hint, close_board, make_app, settle, steps
def octs(scene):
    groups = {}
    for cell, g in scene.table_geo.items():
        r = pygame.Rect(g["rect"]); k = cell[:2]
        groups[k] = groups[k].union(r) if k in groups else r
    return groups
seed = int(sys.argv[1])
m = Match("numberquash", ["human", "bot:normal"], seed)
bots = [make_bot("numberquash", "normal", s, seed) for s in range(2)]
app = make_app((1024, 640))
found = 0
while not m.over and found < 3:
    seat = m.to_move
    if seat == 0 and len(m.actions) > 10:
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 5)
        rect = scene.painter.message_rect()
        over = [k for k, r in octs(scene).items() if rect and r.colliderect(rect)]
        if over:
            found += 1
            print(len(m.actions), over, rect, scene.message[0][:90])
            pygame.image.save(app.screen, f"/tmp/fxn_over_{seed}_{len(m.actions)}.png")
        app.pop() if hasattr(app, "pop") else None
        close_board(app)
        app = make_app((1024, 640))
    a = bots[seat].choose(m.game.view(m.state, seat), m.legal_actions())
    m.play(a)
