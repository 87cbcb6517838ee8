import CPlaceholderGObject
import PlaceholderGObject

// The library's set-up and its error enum's type (C/ptv.h documents each).

/// The `PtvPlaceholderError` GEnum, registered on first use.
nonisolated private enum PlaceholderErrorType {
    static let type = ptv_register_placeholder_error_enum()
}

/// `ptv_placeholder_error_get_type (void)`.
@_cdecl("ptv_placeholder_error_get_type")
nonisolated public func ptv_placeholder_error_get_type() -> GType {
    guard GtkThread.isCurrent("ptv_placeholder_error_get_type") else { return 0 }
    return PlaceholderErrorType.type
}

/// `ptv_init (void)`: registers every type of the library, so that
/// GtkBuilder finds them by name even when the program loaded the library
/// privately (as Python and GJS do); idempotent.
@_cdecl("ptv_init")
nonisolated public func ptv_init() {
    guard GtkThread.isCurrent("ptv_init") else { return }
    _ = PlaceholderCInterface.type
    _ = PlaceholderErrorType.type
    _ = ObjectEnums.limitMode
    _ = ObjectEnums.returnBehavior
}
