import CPlaceholderGObject
import PlaceholderGObject

// The C library's composer settings: the length limit, its count and Return (C/ptv.h documents each).

/// Reads an integer or enum property of a checked `PtvPlaceholder`.
nonisolated private func number(_ object: gpointer?, _ property: PlaceholderObjectProperty, _ function: String) -> gint {
    guard PlaceholderCInterface.checkPlaceholder(object, in: function), let object else { return 0 }
    return PlaceholderCInterface.value(object, property) { property.isEnum ? g_value_get_enum($0) : g_value_get_int($0) }
}

/// Sets an integer or enum property of a checked `PtvPlaceholder` to
/// `number`, which must lie in `range` (a critical naming `expression`
/// otherwise), unless its view was destroyed (a critical too).
nonisolated private func setNumber(
    _ object: gpointer?, _ property: PlaceholderObjectProperty, _ number: gint, in range: ClosedRange<gint>,
    _ function: String, _ expression: String
) {
    guard PlaceholderCInterface.checkPlaceholder(object, in: function), let object else { return }
    guard range.contains(number) else { return ptv_return_if_fail_warning(function, expression) }
    guard PlaceholderCInterface.checkViewIsAlive(object, in: function) else { return }
    PlaceholderCInterface.set(object, property) {
        if property.isEnum { g_value_set_enum($0, number) } else { g_value_set_int($0, number) }
    }
}

/// `ptv_limit_mode_get_type (void)`.
@_cdecl("ptv_limit_mode_get_type")
nonisolated public func ptv_limit_mode_get_type() -> GType {
    guard GtkThread.isCurrent("ptv_limit_mode_get_type") else { return 0 }
    return ObjectEnums.limitMode
}

/// `ptv_placeholder_get_max_length (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_max_length")
nonisolated public func ptv_placeholder_get_max_length(_ object: gpointer?) -> gint {
    guard GtkThread.isCurrent("ptv_placeholder_get_max_length") else { return 0 }
    return number(object, .maxLength, "ptv_placeholder_get_max_length")
}

/// `ptv_placeholder_set_max_length (PtvPlaceholder *self, int max_length)`.
@_cdecl("ptv_placeholder_set_max_length")
nonisolated public func ptv_placeholder_set_max_length(_ object: gpointer?, _ maxLength: gint) {
    guard GtkThread.isCurrent("ptv_placeholder_set_max_length") else { return }
    setNumber(object, .maxLength, maxLength, in: 0...gint.max, "ptv_placeholder_set_max_length", "max_length >= 0")
}

/// `ptv_placeholder_get_max_lines (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_max_lines")
nonisolated public func ptv_placeholder_get_max_lines(_ object: gpointer?) -> gint {
    guard GtkThread.isCurrent("ptv_placeholder_get_max_lines") else { return 0 }
    return number(object, .maxLines, "ptv_placeholder_get_max_lines")
}

/// `ptv_placeholder_set_max_lines (PtvPlaceholder *self, int max_lines)`.
@_cdecl("ptv_placeholder_set_max_lines")
nonisolated public func ptv_placeholder_set_max_lines(_ object: gpointer?, _ maxLines: gint) {
    guard GtkThread.isCurrent("ptv_placeholder_set_max_lines") else { return }
    setNumber(object, .maxLines, maxLines, in: 0...gint.max, "ptv_placeholder_set_max_lines", "max_lines >= 0")
}

/// `ptv_placeholder_get_limit_mode (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_limit_mode")
nonisolated public func ptv_placeholder_get_limit_mode(_ object: gpointer?) -> gint {
    guard GtkThread.isCurrent("ptv_placeholder_get_limit_mode") else { return 0 }
    return number(object, .limitMode, "ptv_placeholder_get_limit_mode")
}

/// `ptv_placeholder_set_limit_mode (PtvPlaceholder *self, PtvLimitMode mode)`.
@_cdecl("ptv_placeholder_set_limit_mode")
nonisolated public func ptv_placeholder_set_limit_mode(_ object: gpointer?, _ mode: gint) {
    guard GtkThread.isCurrent("ptv_placeholder_set_limit_mode") else { return }
    setNumber(object, .limitMode, mode, in: 0...1, "ptv_placeholder_set_limit_mode", "mode is a PtvLimitMode")
}

/// `ptv_placeholder_get_length (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_length")
nonisolated public func ptv_placeholder_get_length(_ object: gpointer?) -> gint {
    guard GtkThread.isCurrent("ptv_placeholder_get_length") else { return 0 }
    return number(object, .length, "ptv_placeholder_get_length")
}

/// `ptv_placeholder_get_remaining (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_remaining")
nonisolated public func ptv_placeholder_get_remaining(_ object: gpointer?) -> gint {
    guard GtkThread.isCurrent("ptv_placeholder_get_remaining") else { return 0 }
    return number(object, .remaining, "ptv_placeholder_get_remaining")
}

/// `ptv_placeholder_get_over_limit (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_over_limit")
nonisolated public func ptv_placeholder_get_over_limit(_ object: gpointer?) -> gboolean {
    guard GtkThread.isCurrent("ptv_placeholder_get_over_limit") else { return 0 }
    return flag(object, .overLimit, "ptv_placeholder_get_over_limit")
}

/// `ptv_return_behavior_get_type (void)`.
@_cdecl("ptv_return_behavior_get_type")
nonisolated public func ptv_return_behavior_get_type() -> GType {
    guard GtkThread.isCurrent("ptv_return_behavior_get_type") else { return 0 }
    return ObjectEnums.returnBehavior
}

/// `ptv_placeholder_get_return_behavior (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_return_behavior")
nonisolated public func ptv_placeholder_get_return_behavior(_ object: gpointer?) -> gint {
    guard GtkThread.isCurrent("ptv_placeholder_get_return_behavior") else { return 0 }
    return number(object, .returnBehavior, "ptv_placeholder_get_return_behavior")
}

/// `ptv_placeholder_set_return_behavior (PtvPlaceholder *self, PtvReturnBehavior behavior)`.
@_cdecl("ptv_placeholder_set_return_behavior")
nonisolated public func ptv_placeholder_set_return_behavior(_ object: gpointer?, _ behavior: gint) {
    guard GtkThread.isCurrent("ptv_placeholder_set_return_behavior") else { return }
    setNumber(
        object, .returnBehavior, behavior, in: 0...2, "ptv_placeholder_set_return_behavior",
        "behavior is a PtvReturnBehavior")
}
