import CPlaceholderGObject
import PlaceholderGObject

// The C library's boolean accessors (C/ptv.h documents each).

/// Reads a boolean property of a checked `PtvPlaceholder`.
@MainActor
func flag(_ object: gpointer?, _ property: PlaceholderObjectProperty, _ function: String) -> gboolean {
    guard PlaceholderCInterface.checkPlaceholder(object, in: function), let object else { return 0 }
    return PlaceholderCInterface.value(object, property) { g_value_get_boolean($0) }
}

/// Sets a boolean property of a checked `PtvPlaceholder`.
@MainActor
private func setFlag(_ object: gpointer?, _ property: PlaceholderObjectProperty, _ value: gboolean, _ function: String) {
    guard PlaceholderCInterface.checkPlaceholder(object, in: function), let object else { return }
    PlaceholderCInterface.set(object, property) { g_value_set_boolean($0, value) }
}

/// `ptv_placeholder_get_hide_while_focused (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_hide_while_focused")
public func ptv_placeholder_get_hide_while_focused(_ object: gpointer?) -> gboolean {
    flag(object, .hideWhileFocused, "ptv_placeholder_get_hide_while_focused")
}

/// `ptv_placeholder_set_hide_while_focused (PtvPlaceholder *self, gboolean hide)`.
@MainActor @_cdecl("ptv_placeholder_set_hide_while_focused")
public func ptv_placeholder_set_hide_while_focused(_ object: gpointer?, _ hide: gboolean) {
    setFlag(object, .hideWhileFocused, hide, "ptv_placeholder_set_hide_while_focused")
}

/// `ptv_placeholder_get_centered (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_centered")
public func ptv_placeholder_get_centered(_ object: gpointer?) -> gboolean {
    flag(object, .centered, "ptv_placeholder_get_centered")
}

/// `ptv_placeholder_set_centered (PtvPlaceholder *self, gboolean centered)`.
@MainActor @_cdecl("ptv_placeholder_set_centered")
public func ptv_placeholder_set_centered(_ object: gpointer?, _ centered: gboolean) {
    setFlag(object, .centered, centered, "ptv_placeholder_set_centered")
}

/// `ptv_placeholder_get_natural_height (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_natural_height")
public func ptv_placeholder_get_natural_height(_ object: gpointer?) -> gboolean {
    flag(object, .naturalHeight, "ptv_placeholder_get_natural_height")
}

/// `ptv_placeholder_set_natural_height (PtvPlaceholder *self, gboolean natural_height)`.
@MainActor @_cdecl("ptv_placeholder_set_natural_height")
public func ptv_placeholder_set_natural_height(_ object: gpointer?, _ naturalHeight: gboolean) {
    setFlag(object, .naturalHeight, naturalHeight, "ptv_placeholder_set_natural_height")
}

/// `ptv_placeholder_get_showing (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_showing")
public func ptv_placeholder_get_showing(_ object: gpointer?) -> gboolean {
    flag(object, .showing, "ptv_placeholder_get_showing")
}

/// `ptv_placeholder_get_shows_counter (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_shows_counter")
public func ptv_placeholder_get_shows_counter(_ object: gpointer?) -> gboolean {
    flag(object, .showsCounter, "ptv_placeholder_get_shows_counter")
}

/// `ptv_placeholder_set_shows_counter (PtvPlaceholder *self, gboolean shows_counter)`.
@MainActor @_cdecl("ptv_placeholder_set_shows_counter")
public func ptv_placeholder_set_shows_counter(_ object: gpointer?, _ showsCounter: gboolean) {
    setFlag(object, .showsCounter, showsCounter, "ptv_placeholder_set_shows_counter")
}
