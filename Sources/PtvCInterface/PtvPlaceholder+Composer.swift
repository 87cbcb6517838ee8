import CPlaceholderGObject
import PlaceholderGObject

// The C library's composer settings: the length limit, its count and Return (C/ptv.h documents each).

/// Reads an integer or enum property of a checked `PtvPlaceholder`.
@MainActor
private func number(_ object: gpointer?, _ property: PlaceholderObjectProperty, _ function: String) -> gint {
    guard PlaceholderCInterface.checkPlaceholder(object, in: function), let object else { return 0 }
    return PlaceholderCInterface.value(object, property) { property.isEnum ? g_value_get_enum($0) : g_value_get_int($0) }
}

/// Sets an integer or enum property of a checked `PtvPlaceholder` to
/// `number`, which must lie in `range` (a critical naming `expression`
/// otherwise).
@MainActor
private func setNumber(
    _ object: gpointer?, _ property: PlaceholderObjectProperty, _ number: gint, in range: ClosedRange<gint>,
    _ function: String, _ expression: String
) {
    guard PlaceholderCInterface.checkPlaceholder(object, in: function), let object else { return }
    guard range.contains(number) else { return ptv_return_if_fail_warning(function, expression) }
    PlaceholderCInterface.set(object, property) {
        if property.isEnum { g_value_set_enum($0, number) } else { g_value_set_int($0, number) }
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
    setNumber(object, .maxLength, maxLength, in: 0...gint.max, "ptv_placeholder_set_max_length", "max_length >= 0")
}

/// `ptv_placeholder_get_max_lines (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_max_lines")
public func ptv_placeholder_get_max_lines(_ object: gpointer?) -> gint {
    number(object, .maxLines, "ptv_placeholder_get_max_lines")
}

/// `ptv_placeholder_set_max_lines (PtvPlaceholder *self, int max_lines)`.
@MainActor @_cdecl("ptv_placeholder_set_max_lines")
public func ptv_placeholder_set_max_lines(_ object: gpointer?, _ maxLines: gint) {
    setNumber(object, .maxLines, maxLines, in: 0...gint.max, "ptv_placeholder_set_max_lines", "max_lines >= 0")
}

/// `ptv_placeholder_get_limit_mode (PtvPlaceholder *self)`.
@MainActor @_cdecl("ptv_placeholder_get_limit_mode")
public func ptv_placeholder_get_limit_mode(_ object: gpointer?) -> gint {
    number(object, .limitMode, "ptv_placeholder_get_limit_mode")
}

/// `ptv_placeholder_set_limit_mode (PtvPlaceholder *self, PtvLimitMode mode)`.
@MainActor @_cdecl("ptv_placeholder_set_limit_mode")
public func ptv_placeholder_set_limit_mode(_ object: gpointer?, _ mode: gint) {
    setNumber(object, .limitMode, mode, in: 0...1, "ptv_placeholder_set_limit_mode", "mode is a PtvLimitMode")
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
    setNumber(
        object, .returnBehavior, behavior, in: 0...2, "ptv_placeholder_set_return_behavior",
        "behavior is a PtvReturnBehavior")
}
