import CPlaceholderGObject
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
    @MainActor
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

/// What a backend reads of the text window now: everything else the
/// metrics need comes from `TextViewProperties`.
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

    /// A reading; every number is in pixels.
    package init(
        visible: (x: Int, y: Int, width: Int, height: Int),
        firstLineTop: Int, insets: (left: Int, right: Int, bottom: Int),
        allocatedHeight: Int, neutralDirection: PlaceholderDirection
    ) {
        self.visible = visible
        self.firstLineTop = firstLineTop
        self.insets = insets
        self.allocatedHeight = allocatedHeight
        self.neutralDirection = neutralDirection
    }
}
