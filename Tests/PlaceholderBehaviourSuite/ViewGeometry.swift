import PlaceholderCore
import PlaceholderTestImaging

/// A key the scenarios press, named as a user knows it.
public enum BehaviourKey: Sendable, Equatable {
    /// BackSpace.
    case backspace
    /// Delete.
    case delete
    /// The left arrow.
    case left
    /// A dead acute accent (the input method then shows pre-edit text).
    case deadAcute
    /// Return: a new line.
    case `return`
    /// The key that types this letter (with Control: a shortcut).
    case letter(Character)
}

/// What holds a view in its window.
public enum ViewPlacement: Sendable {
    /// A scrolled window, as apps use a text view.
    case scrolled
    /// A vertical box, which gives the view its natural height.
    case box
    /// Nothing: the view is the window's child.
    case window
}

/// Everything an app can observe of a view's buffer.
public struct BufferState: Equatable, Sendable {
    /// The whole text.
    public var text: String
    /// The caret's offset and the selection's bounds.
    public var cursor: Int32, selection: [Int32]
    /// `gtk_text_buffer_get_modified`.
    public var modified: Bool
    /// How many tags the tag table holds.
    public var tagCount: Int32
    /// Undo and redo steps (always false without an undo stack).
    public var canUndo: Bool, canRedo: Bool
    /// Whether a mark named "placeholder" exists.
    public var hasPlaceholderMark: Bool
    /// The state, field by field.
    public init(text: String, cursor: Int32, selection: [Int32], modified: Bool, tagCount: Int32, canUndo: Bool,
                canRedo: Bool, hasPlaceholderMark: Bool) {
        (self.text, self.cursor, self.selection, self.modified) = (text, cursor, selection, modified)
        (self.tagCount, self.canUndo, self.canRedo, self.hasPlaceholderMark) = (tagCount, canUndo, canRedo, hasPlaceholderMark)
    }
}

/// Modifier keys held while a key is pressed.
public struct BehaviourModifiers: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Modifiers from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Control.
    public static let control = BehaviourModifiers(rawValue: 1)
    /// Shift.
    public static let shift = BehaviourModifiers(rawValue: 2)
}

/// How a text view is laid out, in `GtkTextView`'s own terms, which both
/// toolkits share; each harness applies it with its toolkit's calls.
public struct ViewGeometry: Sendable, Equatable {
    /// `GtkWrapMode`, by name.
    public enum Wrap: Sendable, CaseIterable {
        /// `GTK_WRAP_NONE`.
        case none
        /// `GTK_WRAP_CHAR`.
        case char
        /// `GTK_WRAP_WORD`.
        case word
        /// `GTK_WRAP_WORD_CHAR`.
        case wordChar
    }
    /// `GtkJustification`, by name.
    public enum Justification: Sendable, CaseIterable {
        /// `GTK_JUSTIFY_LEFT`.
        case left
        /// `GTK_JUSTIFY_RIGHT`.
        case right
        /// `GTK_JUSTIFY_CENTER`.
        case center
        /// `GTK_JUSTIFY_FILL`.
        case fill
    }

    /// Wrap mode.
    public var wrap: Wrap = .none
    /// Justification.
    public var justification: Justification = .left
    /// Left, right, top and bottom margins.
    public var leftMargin: Int32 = 0, rightMargin: Int32 = 0, topMargin: Int32 = 0, bottomMargin: Int32 = 0
    /// First-line indent (negative: hanging).
    public var indent: Int32 = 0
    /// Pixels above each paragraph and between wrapped lines.
    public var pixelsAboveLines: Int32 = 0, pixelsInsideWrap: Int32 = 0
    /// Pixels below each paragraph.
    public var pixelsBelowLines: Int32 = 0
    /// The monospace font class.
    public var monospace = false
    /// A gutter of this width left of the text (GTK 3: a border window;
    /// GTK 4: a gutter widget); 0 for none.
    public var leftGutter: Int32 = 0
    /// A gutter of this height above the text; 0 for none.
    public var topGutter: Int32 = 0
    /// Whether the caret is drawn.
    public var cursorVisible = true
    /// The widget's text direction is right to left.
    public var rightToLeft = false
    /// CSS declarations for the `textview` node (padding, border, font).
    public var css = ""

    /// The default geometry of a new view.
    public init() {}

    /// The default geometry with `configure`'s changes, so a view's
    /// geometry is written where it is used, as one expression.
    public init(_ configure: (inout ViewGeometry) -> Void) {
        self.init()
        configure(&self)
    }
}

/// What an app can see of a GtkSourceView's buffer.
public struct SourceBufferState: Equatable, Sendable {
    /// The text, the undo and redo steps, the language and style scheme
    /// ids, the modified flag, the source marks on the first line, and the
    /// tag count.
    public var text: String, canUndo: Bool, canRedo: Bool, language: String, scheme: String, modified: Bool, marks: Int,
        tags: Int32
    /// The state, field by field.
    public init(text: String, canUndo: Bool, canRedo: Bool, language: String, scheme: String, modified: Bool, marks: Int,
                tags: Int32) {
        (self.text, self.canUndo, self.canRedo, self.language) = (text, canUndo, canRedo, language)
        (self.scheme, self.modified, self.marks, self.tags) = (scheme, modified, marks, tags)
    }
}
