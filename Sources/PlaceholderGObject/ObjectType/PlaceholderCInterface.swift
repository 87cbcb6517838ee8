import CPlaceholderGObject
import PlaceholderCore
import PlaceholderRendering

/// What the C library's functions do, for either toolkit: checks in the
/// manner of `g_return_val_if_fail`, then the same paths as the properties
/// (so notifications and refusals are the same).
nonisolated package enum PlaceholderCInterface {
    /// The `PtvPlaceholder` GType (registering it on first use).
    package static var type: GType { ptv_placeholder_get_type() }

    /// The domain of the C library's errors.
    package static var errorQuark: GQuark { g_quark_from_string("ptv-placeholder-error-quark") }

    /// Whether `instance` is an instance of `type`; logs a critical naming
    /// `function` and `expression` when it is not.
    package static func check(
        _ instance: gpointer?, is type: GType, in function: String, _ expression: String
    ) -> Bool {
        guard let instance, g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), type) != 0
        else {
            ptv_return_if_fail_warning(function, expression)
            return false
        }
        return true
    }

    /// Whether `object` is a `PtvPlaceholder` (a critical otherwise).
    package static func checkPlaceholder(_ object: gpointer?, in function: String) -> Bool {
        check(object, is: type, in: function, "PTV_IS_PLACEHOLDER (self)")
    }

    /// Whether `object`, a `PtvPlaceholder`, may change: not when it had a
    /// view and the view was destroyed (a critical naming `function` then).
    package static func checkViewIsAlive(_ object: gpointer, in function: String) -> Bool {
        let state = PlaceholderObjectType.state(of: object)
        guard onGtkThread({ state?.viewIsGone }) == true else { return true }
        ptv_return_if_fail_warning(function, PlaceholderObject.viewIsAliveExpression)
        return false
    }

    /// Whether `object` is a `PtvPlaceholder` whose view, if it had one,
    /// is alive (a critical naming `function` otherwise): what every call
    /// that changes a setting checks first.
    package static func checkSettable(_ object: gpointer?, in function: String) -> Bool {
        guard checkPlaceholder(object, in: function), let object else { return false }
        return checkViewIsAlive(object, in: function)
    }

    /// The GType of the toolkit's `GtkTextView`.
    package static var textViewType: GType {
        _ = type
        return onGtkThread { PlaceholderObjectType.toolkit?.textViewType } ?? g_object_get_type()
    }

    /// A new placeholder object on `view` with `text` (nil keeps the
    /// view's; refused with a critical naming `function` when the view was
    /// destroyed).
    package static func new(view: gpointer, text: UnsafePointer<CChar>?, in function: String) -> gpointer {
        let object = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
        set(object, .textView) { g_value_set_object($0, view) }
        if let text, checkViewIsAlive(object, in: function) { set(object, .text) { g_value_set_string($0, text) } }
        return object
    }

    /// A new placeholder object sharing the placeholder `view` has, or nil
    /// when it has none; nothing is made on the view.
    package static func existing(on view: gpointer) -> gpointer? {
        _ = type
        let address = UInt(bitPattern: view)
        let found = onGtkThread {
            PlaceholderObjectType.toolkit?.existingHost(of: UnsafeMutableRawPointer(bitPattern: address)!) != nil
        }
        guard found else { return nil }
        return new(view: view, text: nil, in: "ptv_placeholder_get_for_view")
    }

    /// Sets `property` to the value `store` puts into a GValue of the
    /// property's type, as `g_object_set` would.
    package static func set(
        _ object: gpointer, _ property: PlaceholderObjectProperty, _ store: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        withValue(of: property) { value in
            store(value)
            g_object_set_property(object.assumingMemoryBound(to: GObject.self), property.name, value)
        }
    }

    /// Runs `body` on a GValue of `property`'s type.
    private static func withValue<T>(
        of property: PlaceholderObjectProperty, _ body: (UnsafeMutablePointer<GValue>) -> T
    ) -> T {
        var value = GValue()
        let spec = onGtkThread { PlaceholderObjectType.spec(of: property) }!
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        return body(&value)
    }

    /// A string property of `object`, checked to be a `PtvPlaceholder` (a
    /// critical naming `function` otherwise), owned by the object (transfer none).
    package static func string(
        _ object: gpointer?, _ property: PlaceholderObjectProperty, in function: String
    ) -> UnsafePointer<CChar>? {
        guard checkPlaceholder(object, in: function), let object else { return nil }
        let state = PlaceholderObjectType.state(of: object)
        return onGtkThread { state?.cString(property) }
    }

    /// What `read` takes of `property`, read as `g_object_get` would.
    package static func value<T>(_ object: gpointer, _ property: PlaceholderObjectProperty, as read: (UnsafePointer<GValue>) -> T) -> T {
        withValue(of: property) { value in
            g_object_get_property(object.assumingMemoryBound(to: GObject.self), property.name, value)
            return read(value)
        }
    }

    /// Sets markup, reporting invalid markup through `error` (the previous
    /// placeholder kept) instead of a warning.
    package static func setMarkup(
        _ object: gpointer, _ markup: UnsafePointer<CChar>, failure: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> gboolean {
        guard g_utf8_validate(markup, -1, nil) != 0 else {
            g_set_error_literal(failure, errorQuark, 0, "the markup is not valid UTF-8")
            return 0
        }
        do {
            try PlaceholderMarkup.validate(String(cString: markup))
        } catch {
            let message: String
            if case .invalidMarkup(let pango) = error { message = pango } else { message = "\(error)" }
            g_set_error_literal(failure, errorQuark, 0, message)
            return 0
        }
        set(object, .markup) { g_value_set_string($0, markup) }
        return 1
    }
}
