import CPlaceholderGObject
import PlaceholderGObject

// The C library's composer settings: the length limit, its count and Return (C/ptv.h documents each).

/// Reads an integer or enum property of a checked `PtvPlaceholder`.
@MainActor
private func number(_ object: gpointer?, _ property: PlaceholderObjectProperty, _ function: String) -> gint {
    guard PlaceholderCInterface.checkPlaceholder(object, in: function), let object else { return 0 }
    return PlaceholderCInterface.value(object, property) {
        [.limitMode, .returnBehavior].contains(property) ? g_value_get_enum($0) : g_value_get_int($0)
    }
}

/// `ptv_limit_mode_get_type (void)`.
@MainActor @_cdecl("ptv_limit_mode_get_type")
public func ptv_limit_mode_get_type() -> GType {
    ObjectEnums.limitMode
}

/// `ptv_placeholder_get_max_length (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_max_length")
public func ptv_placeholder_get_max_length(_ object: gpointer?) -> gint {
    number(object, .maxLength, "ptv_placeholder_get_max_length")
}

/// `ptv_placeholder_set_max_length (PtvPlaceholder *self, int max_length)`.
@MainActor @_cdecl("ptv_placeholder_set_max_length")
public func ptv_placeholder_set_max_length(_ object: gpointer?, _ maxLength: gint) {
    guard PlaceholderCInterface.checkPlaceholder(object, in: "ptv_placeholder_set_max_length"), let object else { return }
    guard maxLength >= 0 else { return ptv_return_if_fail_warning("ptv_placeholder_set_max_length", "max_length >= 0") }
    PlaceholderCInterface.setNumber(object, .maxLength, maxLength)
}

/// `ptv_placeholder_get_max_lines (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_max_lines")
public func ptv_placeholder_get_max_lines(_ object: gpointer?) -> gint {
    number(object, .maxLines, "ptv_placeholder_get_max_lines")
}

/// `ptv_placeholder_set_max_lines (PtvPlaceholder *self, int max_lines)`.
@MainActor @_cdecl("ptv_placeholder_set_max_lines")
public func ptv_placeholder_set_max_lines(_ object: gpointer?, _ maxLines: gint) {
    guard PlaceholderCInterface.checkPlaceholder(object, in: "ptv_placeholder_set_max_lines"), let object else { return }
    guard maxLines >= 0 else { return ptv_return_if_fail_warning("ptv_placeholder_set_max_lines", "max_lines >= 0") }
    PlaceholderCInterface.setNumber(object, .maxLines, maxLines)
}

/// `ptv_placeholder_get_limit_mode (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_limit_mode")
public func ptv_placeholder_get_limit_mode(_ object: gpointer?) -> gint {
    number(object, .limitMode, "ptv_placeholder_get_limit_mode")
}

/// `ptv_placeholder_set_limit_mode (PtvPlaceholder *self, PtvLimitMode mode)`.
@MainActor @_cdecl("ptv_placeholder_set_limit_mode")
public func ptv_placeholder_set_limit_mode(_ object: gpointer?, _ mode: gint) {
    guard PlaceholderCInterface.checkPlaceholder(object, in: "ptv_placeholder_set_limit_mode"), let object else { return }
    guard (0...1).contains(mode) else {
        return ptv_return_if_fail_warning("ptv_placeholder_set_limit_mode", "mode is a PtvLimitMode")
    }
    PlaceholderCInterface.setNumber(object, .limitMode, mode)
}

/// `ptv_placeholder_get_length (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_length")
public func ptv_placeholder_get_length(_ object: gpointer?) -> gint {
    number(object, .length, "ptv_placeholder_get_length")
}

/// `ptv_placeholder_get_remaining (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_remaining")
public func ptv_placeholder_get_remaining(_ object: gpointer?) -> gint {
    number(object, .remaining, "ptv_placeholder_get_remaining")
}

/// `ptv_placeholder_get_over_limit (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_over_limit")
public func ptv_placeholder_get_over_limit(_ object: gpointer?) -> gboolean {
    flag(object, .overLimit, "ptv_placeholder_get_over_limit")
}

/// `ptv_return_behavior_get_type (void)`.
@MainActor @_cdecl("ptv_return_behavior_get_type")
public func ptv_return_behavior_get_type() -> GType {
    ObjectEnums.returnBehavior
}

/// `ptv_placeholder_get_return_behavior (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_return_behavior")
public func ptv_placeholder_get_return_behavior(_ object: gpointer?) -> gint {
    number(object, .returnBehavior, "ptv_placeholder_get_return_behavior")
}

/// `ptv_placeholder_set_return_behavior (PtvPlaceholder *self, PtvReturnBehavior behavior)`.
@MainActor @_cdecl("ptv_placeholder_set_return_behavior")
public func ptv_placeholder_set_return_behavior(_ object: gpointer?, _ behavior: gint) {
    guard PlaceholderCInterface.checkPlaceholder(object, in: "ptv_placeholder_set_return_behavior"), let object else {
        return
    }
    guard (0...2).contains(behavior) else {
        return ptv_return_if_fail_warning("ptv_placeholder_set_return_behavior", "behavior is a PtvReturnBehavior")
    }
    PlaceholderCInterface.setNumber(object, .returnBehavior, behavior)
}
