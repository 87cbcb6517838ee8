import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore

/// The view's layout properties, read through GObject (GtkTextView gives
/// them the same names and values in GTK 3 and GTK 4). The controller keeps
/// them until the view notifies a change of one.
package struct TextViewProperties: Equatable {
    /// The names, as `notify` gives them.
    package static let names: Set<String> = [
        "left-margin", "right-margin", "top-margin", "bottom-margin", "indent", "justification",
        "wrap-mode", "pixels-above-lines", "pixels-below-lines", "pixels-inside-wrap",
    ]

    package var leftMargin, rightMargin, topMargin, bottomMargin, indent: Int
    package var pixelsAbove, pixelsBelow, pixelsInsideWrap: Int
    package var justification: PlaceholderJustification
    package var wrapMode: PlaceholderWrapMode

    /// Reads the properties of `view`, a `GtkTextView`.
    package init(of view: gpointer) {
        func int(_ name: String) -> Int { Int(ptv_object_get_int(view, name)) }
        leftMargin = int("left-margin")
        rightMargin = int("right-margin")
        topMargin = int("top-margin")
        bottomMargin = int("bottom-margin")
        indent = int("indent")
        pixelsAbove = int("pixels-above-lines")
        pixelsBelow = int("pixels-below-lines")
        pixelsInsideWrap = int("pixels-inside-wrap")
        // GtkJustification: LEFT, RIGHT, CENTER, FILL; GtkWrapMode: NONE, CHAR, WORD, WORD_CHAR.
        justification = [.left, .right, .center, .fill][min(max(int("justification"), 0), 3)]
        wrapMode = [.none, .character, .word, .wordCharacter][min(max(int("wrap-mode"), 0), 3)]
    }
}

/// What is read of the text window now (the visible part and the first
/// line through the shared calls, the rest by the backend): everything else
/// the metrics need comes from `TextViewProperties`.
package struct TextWindowReading {
    /// The visible part of the buffer (`gtk_text_view_get_visible_rect`).
    package var visible: (x: Int, y: Int, width: Int, height: Int)
    /// The first line's top, in buffer coordinates.
    package var firstLineTop: Int
    /// CSS padding plus border inside the text window (GTK 3), or 0.
    package var insets: (left: Int, right: Int, bottom: Int)
    /// The height the view is allocated, against which the natural height
    /// is measured.
    package var allocatedHeight: Int
    /// The direction of a paragraph with no strong direction.
    package var neutralDirection: PlaceholderDirection

    /// Reads the visible part of `view`'s buffer and the first line's top
    /// of `buffer` (nil: the view's own) through the calls both toolkits
    /// share; the backend gives the rest, the direction from the visible
    /// part. Every number is in pixels.
    package init(
        view: gpointer, buffer: gpointer?, insets: (left: Int, right: Int, bottom: Int), allocatedHeight: Int,
        neutralDirection: (_ visible: (x: Int, y: Int, width: Int, height: Int)) -> PlaceholderDirection
    ) {
        let view = OpaquePointer(view)
        var rect = PtvGtkRectangle()
        ptv_gtk_text_view_get_visible_rect(view, &rect)
        visible = (Int(rect.x), Int(rect.y), Int(rect.width), Int(rect.height))
        // The first line's top: where the caret of an empty view sits, less
        // the space above lines (a y range: no line display is looked up).
        var start = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_start_iter(OpaquePointer(buffer) ?? ptv_gtk_text_view_get_buffer(view), &start)
        var lineTop: Int32 = 0, lineHeight: Int32 = 0
        ptv_gtk_text_view_get_line_yrange(view, &start, &lineTop, &lineHeight)
        firstLineTop = Int(lineTop)
        self.insets = insets
        self.allocatedHeight = allocatedHeight
        self.neutralDirection = neutralDirection(visible)
    }
}
