import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore

// How a new face (a Swift facade) finds its view's controller.
extension PlaceholderController {
    /// The controller of `object` for a new face: checked to be a live
    /// `GtkTextView` of `toolkit`, and referenced for the face (which gives
    /// the reference back when it goes).
    ///
    /// - Throws: `PlaceholderError.nullPointer` for nil,
    ///   `.gtkNotInitialized` before GTK has a display, `.notATextView`.
    package static func forFace<Backend: ToolkitBackend>(
        of object: UnsafeMutableRawPointer?, toolkit: Backend.Type
    ) throws(PlaceholderError) -> PlaceholderController {
        let object = try textView(object, toolkit: toolkit)
        // A floating reference stays floating: it is the app's, for the
        // container the view goes into.
        g_object_ref(object)
        return of(object, toolkit: toolkit)
    }

    /// The controller `object` shares now (`shared(by:toolkit:)`) for a new
    /// face, referencing the view for it as `forFace` does; nil when there
    /// is none.
    ///
    /// - Throws: as `forFace`.
    package static func forExistingFace<Backend: ToolkitBackend>(
        of object: UnsafeMutableRawPointer?, toolkit: Backend.Type
    ) throws(PlaceholderError) -> PlaceholderController? {
        let object = try textView(object, toolkit: toolkit)
        guard let controller = shared(by: object, toolkit: toolkit) else { return nil }
        g_object_ref(object)
        return controller
    }

    /// `object`, checked to be a `GtkTextView` of `toolkit` once GTK has a
    /// display.
    ///
    /// - Throws: as `forFace`.
    private static func textView<Backend: ToolkitBackend>(
        _ object: UnsafeMutableRawPointer?, toolkit _: Backend.Type
    ) throws(PlaceholderError) -> UnsafeMutableRawPointer {
        guard let object else { throw .nullPointer }
        guard Backend.isReady else { throw .gtkNotInitialized }
        guard Backend.isTextView(object) else { throw .notATextView }
        return object
    }

    /// The controller of a new, empty `GtkTextView` of `toolkit` for a new
    /// face, which holds the view's only reference.
    ///
    /// - Throws: `PlaceholderError.gtkNotInitialized` before GTK has a display.
    package static func forNewView<Backend: ToolkitBackend>(
        toolkit: Backend.Type
    ) throws(PlaceholderError) -> PlaceholderController {
        guard Backend.isReady else { throw .gtkNotInitialized }
        let created = UnsafeMutableRawPointer(ptv_gtk_text_view_new()!)
        // The face owns the new view: its floating reference is sunk, and
        // given up once the face holds its own.
        g_object_ref_sink(created)
        defer { g_object_unref(created) }
        return try forFace(of: created, toolkit: toolkit)
    }
}
