import CPlaceholderGObject
import PlaceholderGObject

// The library's set-up and its error enum's type (C/ptv.h documents each).

/// The `PtvPlaceholderError` GEnum, registered on first use.
@MainActor
private enum PlaceholderErrorType {
    static let type = ptv_register_placeholder_error_enum()
}

/// `ptv_placeholder_error_get_type (void)`.
@MainActor @_cdecl("ptv_placeholder_error_get_type")
public func ptv_placeholder_error_get_type() -> GType {
    PlaceholderErrorType.type
}

/// `ptv_init (void)`: registers every type of the library, so that
/// GtkBuilder finds them by name even when the program loaded the library
/// privately (as Python and GJS do); idempotent.
@MainActor @_cdecl("ptv_init")
public func ptv_init() {
    _ = PlaceholderCInterface.type
    _ = PlaceholderErrorType.type
    _ = ObjectEnums.limitMode
    _ = ObjectEnums.returnBehavior
}
