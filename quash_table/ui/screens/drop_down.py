"""The menus' drop-down: pygame_gui's, with its open list placed by the screen.

pygame_gui opens a list downwards as far as it is allowed and makes it narrower than its button by the
width of the arrow (the seats' list was 20 px short of its button). Here the list is as wide as the button,
and it opens on the side where it covers no button of the screen (`room`, the screen's answer: the height
free below and above it): downwards where the whole list fits there, else upwards where it fits there, else
on the roomier side, scrolling (NumberQuash's "Stalemate rounds", seventeen values, ran over Start).
"""

from pygame_gui.elements import UIDropDownMenu
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState


class _Expanded(UIExpandedDropDownState):
    """The open state: its side and height chosen when it opens, its list as wide as the button."""

    def _setup_expansion_params_based_on_direction(self):
        menu = self.drop_down_menu_ui
        below, above = menu.room()
        need = self.options_list_height
        if need <= below or below >= above:
            self.expand_direction, menu.expansion_height_limit = "down", max(0, below)
        else:
            self.expand_direction, menu.expansion_height_limit = "up", max(0, above)
        return super()._setup_expansion_params_based_on_direction()

    def start(self, should_rebuild=True):
        super().start(should_rebuild=should_rebuild)
        box = self.options_selection_list
        if box is not None and box.relative_rect.width != self.drop_down_menu_ui.relative_rect.width:
            box.set_dimensions((self.drop_down_menu_ui.relative_rect.width, box.relative_rect.height))


class DropDown(UIDropDownMenu):
    """`room()` -> (px free below the button, px free above it) for its list, asked each time it opens."""

    def __init__(self, options, current, rect, manager, room, object_id=None):
        self.room = room
        super().__init__(options, current, rect, manager, object_id=object_id)
        was = self.menu_states["expanded"]
        self.menu_states["expanded"] = _Expanded(
            self, was.options_list, was.selected_option, was.base_position_rect, was.close_button_width,
            was.expand_direction, was.ui_manager, was.ui_container, was.object_ids, was.element_ids,
            was.expand_on_option_click)
