import CPlaceholderPangoCairo

/// Counts every `PangoLayout` constructed in the process, whoever creates it
/// (`pango_layout_new`, `g_object_new`, GTK's helpers): it hooks the
/// `constructed` slot of the PangoLayout class itself, which no library code
/// can go around. It needs only GObject and Pango, so it counts the same way
/// under GTK 3 and GTK 4.
@MainActor
public enum LayoutCounter {
    /// Layouts constructed since `install()`.
    public static var count: Int { constructedCount }

    /// Hooks the class; calling it again does nothing.
    public static func install() {
        guard original == nil else { return }
        let type = pango_layout_get_type()
        let objectClass = g_type_class_ref(type)!.assumingMemoryBound(to: GObjectClass.self)
        original = objectClass.pointee.constructed
        objectClass.pointee.constructed = { object in
            constructedCount += 1
            original?(object)
        }
    }
}

nonisolated(unsafe) private var constructedCount = 0
nonisolated(unsafe) private var original: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?
