"""How a tooltip looks and how far it keeps off, one style for every screen (no pygame): the menus' (pygame_gui's
tooltip, themed from these in `theme.gui_theme`, sized by `screens/menu_tips.tip_width`) and a board's header,
table and replay bar (`Hud._draw_tip`). Review 29: a menu's tip was a 16 px text box on the panel's colour up to
520 px wide, a board's 13 px words centred on a lighter panel, hung 8 px from its control against 6, 4 px from the
window's edge against 16; Statistics' heading tips were 520 px lines. Where one goes is `tip_place.py`'s.

Where a screen has no room near a control for a floating tip (New game's seat rows, 12 px apart between − / +, the
seed row and the other columns; the replay slider, with the hand 14-20 px above the bar), the control says what it
does in a help line instead: a fixed free place of that screen that covers nothing (session 31)."""

TEXT = 14           # design px: the words' size (the readable floor of a table's text is 11 px)
PAD_X, PAD_Y = 10, 6  # design px between the box's edge and its words
BG = (20, 40, 30)   # the box's colour (a shade lighter than a panel, so it reads over one), its border the panel line
RADIUS = 8          # design px: its corners
WRAP = 380          # design px: the widest a tip's lines run (about 50 letters: a readable line)
GAP = 6             # design px between a tip and its control
EDGE = 8            # design px a tip keeps from the window's edges
HELP_LINES = 2      # lines a menu screen's help line holds (`screens/menu_tips.MenuTips.help_line`)
HELP_TEXT = 14      # design px: a help line's words (a menu's muted lines' size)
HELP_MENU = 15      # design px: a menu screen's help line (New game's), in the words' own colour: it says what the
#                     control under the pointer does, read at once (14 px in the muted grey, at the window's foot, was
#                     missed, review 31)
HELP_LINE_STEP = 20  # design px from one of its lines to the next
HELP_SMALLEST = 11  # design px: a help line's words fitted into a narrow place no smaller (a table's floor)
