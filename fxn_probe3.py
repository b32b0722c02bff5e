import pygame, sys
from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import ask_hint, close_board, make_app, settle, steps
upto = int(sys.argv[1])
m = Match("numberquash", ["human", "bot:normal"], 581)
bots = [make_bot("numberquash", "normal", s, 581) for s in range(2)]
while len(m.actions) < upto or m.to_move != 0:
    seat = m.to_move
    a = bots[seat].choose(m.game.view(m.state, seat), m.legal_actions())
    m.play(a)
print(len(m.actions), m.state.phase if hasattr(m.state, "phase") else "")
app = make_app((1024, 640))
scene = board_for_match(app, m, autosave=False)
app.push(scene)
settle(app, scene)
ask_hint(app, scene)
steps(app, 30)
print(scene.message)
rect = scene.painter.message_rect()
print("msg rect", rect)
hits = [(c, g["rect"]) for c, g in scene.table_geo.items() if pygame.Rect(g["rect"]).colliderect(rect)]
print("cells under", hits)
pygame.image.save(app.screen, f"/tmp/fxn_hint_{upto}.png")
close_board(app)
