import CPlaceholderGtk3
import PlaceholderCore

/// Answers a `GtkTextView` accessible's `get_description` on demand, so that
/// no accessible has to be created (and kept, and told of every keystroke)
/// just to hold the placeholder: without assistive technologies none is.
///
/// It hooks the `get_description` slot of the `GtkTextViewAccessible` class
/// once per process; the provider is asked first, and the class's own
/// answer stands when the provider has none.
enum AccessibleDescriptionHook {
    /// Gives the description `accessible` should report, or nil for its own.
    typealias Provider = (_ accessible: UnsafeMutablePointer<AtkObject>) -> UnsafePointer<CChar>?

    /// Installs the hook, once; later calls do nothing.
    static func install(_ provider: @escaping Provider) {
        guard installedProvider == nil else { return }
        installedProvider = provider
        let objectClass = g_type_class_ref(gtk_text_view_accessible_get_type())!
            .assumingMemoryBound(to: AtkObjectClass.self)
        originalGetDescription = objectClass.pointee.get_description
        objectClass.pointee.get_description = hookedGetDescription
    }

    /// The provider, once installed.
    fileprivate static var installedProvider: Provider?
}

private typealias GetDescription = @convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafePointer<gchar>?

nonisolated(unsafe) private var originalGetDescription: GetDescription?

/// ATK calls this on GTK's thread (`onGtkThread`).
private let hookedGetDescription: GetDescription = { accessible in
    guard let accessible else { return nil }
    // Pointers are not Sendable; carry them across as addresses.
    let address = UInt(bitPattern: accessible)
    let provided = onGtkThread {
        UInt(bitPattern: AccessibleDescriptionHook.installedProvider?(UnsafeMutablePointer<AtkObject>(bitPattern: address)!))
    }
    if let text = UnsafePointer<CChar>(bitPattern: provided) { return text }
    return originalGetDescription?(accessible)
}
