import CPlaceholderGObject
import PlaceholderGObject

// The C library's boolean accessors (C/ptv.h documents each).

/// Reads a boolean property of a checked `PtvPlaceholder`.
nonisolated func flag(_ object: gpointer?, _ property: PlaceholderObjectProperty, _ function: String) -> gboolean {
    guard PlaceholderCInterface.checkPlaceholder(object, in: function), let object else { return 0 }
    return PlaceholderCInterface.value(object, property) { g_value_get_boolean($0) }
}

/// Sets a boolean property of a checked `PtvPlaceholder` whose view, if it had one, lives.
nonisolated private func setFlag(_ object: gpointer?, _ property: PlaceholderObjectProperty, _ value: gboolean, _ function: String) {
    guard PlaceholderCInterface.checkSettable(object, in: function), let object else { return }
    PlaceholderCInterface.set(object, property) { g_value_set_boolean($0, value) }
}

/// `ptv_placeholder_get_hide_while_focused (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_hide_while_focused")
nonisolated public func ptv_placeholder_get_hide_while_focused(_ object: gpointer?) -> gboolean {
    guard GtkThread.isCurrent("ptv_placeholder_get_hide_while_focused") else { return 0 }
    return flag(object, .hideWhileFocused, "ptv_placeholder_get_hide_while_focused")
}

/// `ptv_placeholder_set_hide_while_focused (PtvPlaceholder *self, gboolean hide)`.
@_cdecl("ptv_placeholder_set_hide_while_focused")
nonisolated public func ptv_placeholder_set_hide_while_focused(_ object: gpointer?, _ hide: gboolean) {
    guard GtkThread.isCurrent("ptv_placeholder_set_hide_while_focused") else { return }
    setFlag(object, .hideWhileFocused, hide, "ptv_placeholder_set_hide_while_focused")
}

/// `ptv_placeholder_get_centered (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_centered")
nonisolated public func ptv_placeholder_get_centered(_ object: gpointer?) -> gboolean {
    guard GtkThread.isCurrent("ptv_placeholder_get_centered") else { return 0 }
    return flag(object, .centered, "ptv_placeholder_get_centered")
}

/// `ptv_placeholder_set_centered (PtvPlaceholder *self, gboolean centered)`.
@_cdecl("ptv_placeholder_set_centered")
nonisolated public func ptv_placeholder_set_centered(_ object: gpointer?, _ centered: gboolean) {
    guard GtkThread.isCurrent("ptv_placeholder_set_centered") else { return }
    setFlag(object, .centered, centered, "ptv_placeholder_set_centered")
}

/// `ptv_placeholder_get_natural_height (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_natural_height")
nonisolated public func ptv_placeholder_get_natural_height(_ object: gpointer?) -> gboolean {
    guard GtkThread.isCurrent("ptv_placeholder_get_natural_height") else { return 0 }
    return flag(object, .naturalHeight, "ptv_placeholder_get_natural_height")
}

/// `ptv_placeholder_set_natural_height (PtvPlaceholder *self, gboolean natural_height)`.
@_cdecl("ptv_placeholder_set_natural_height")
nonisolated public func ptv_placeholder_set_natural_height(_ object: gpointer?, _ naturalHeight: gboolean) {
    guard GtkThread.isCurrent("ptv_placeholder_set_natural_height") else { return }
    setFlag(object, .naturalHeight, naturalHeight, "ptv_placeholder_set_natural_height")
}

/// `ptv_placeholder_get_showing (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_showing")
nonisolated public func ptv_placeholder_get_showing(_ object: gpointer?) -> gboolean {
    guard GtkThread.isCurrent("ptv_placeholder_get_showing") else { return 0 }
    return flag(object, .showing, "ptv_placeholder_get_showing")
}

/// `ptv_placeholder_get_shows_counter (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_shows_counter")
nonisolated public func ptv_placeholder_get_shows_counter(_ object: gpointer?) -> gboolean {
    guard GtkThread.isCurrent("ptv_placeholder_get_shows_counter") else { return 0 }
    return flag(object, .showsCounter, "ptv_placeholder_get_shows_counter")
}

/// `ptv_placeholder_set_shows_counter (PtvPlaceholder *self, gboolean shows_counter)`.
@_cdecl("ptv_placeholder_set_shows_counter")
nonisolated public func ptv_placeholder_set_shows_counter(_ object: gpointer?, _ showsCounter: gboolean) {
    guard GtkThread.isCurrent("ptv_placeholder_set_shows_counter") else { return }
    setFlag(object, .showsCounter, showsCounter, "ptv_placeholder_set_shows_counter")
}
